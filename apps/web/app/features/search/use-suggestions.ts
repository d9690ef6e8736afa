import type { api } from '@printshop/contract';
import { useEffect, useState } from 'react';
import { useApi } from '~/lib/root-data';

/** Long enough that a shopper typing a word asks once, short enough to feel immediate. */
const DEBOUNCE_MS = 150;

/**
 * What the header's box suggests for `text` (docs/decisions/096), asked once the shopper has paused
 * typing; the last answer stays shown meanwhile, and an answer to an older text is never shown over
 * a newer one. Null before any answer and for an empty text.
 */
export function useSuggestions(text: string): api.Suggestions | null {
  const client = useApi();
  const [answer, setAnswer] = useState<api.Suggestions | null>(null);
  const wanted = text.trim();

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const timer = window.setTimeout(() => {
      client.call('productSuggest', { productName: wanted }).then(
        (suggestions) => {
          if (current) setAnswer(suggestions);
        },
        // Without suggestions the box still searches: nothing to tell the shopper.
        () => {},
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [client, wanted]);

  return wanted ? answer : null;
}
