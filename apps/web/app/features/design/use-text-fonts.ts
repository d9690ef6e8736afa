import { useEffect, useState } from 'react';
import { loadFontsOf } from './design-fonts';
import type { DesignText } from './new-elements';

/**
 * Loads the font files the texts need and counts the font loads the page has finished: a text
 * drawn before its font arrived is measured again when the count changes.
 */
export function useTextFonts(texts: readonly DesignText[]): number {
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const count = () => setLoads((n) => n + 1);
    document.fonts.addEventListener('loadingdone', count);
    return () => document.fonts.removeEventListener('loadingdone', count);
  }, []);
  useEffect(() => {
    void loadFontsOf(texts);
  }, [texts]);
  return loads;
}
