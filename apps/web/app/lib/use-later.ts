import { useCallback, useEffect, useRef } from 'react';

/** Runs something a moment later (a redirect after a success message), unless the page goes first. */
export function useLater(): (run: () => void, afterMs: number) => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback((run, afterMs) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(run, afterMs);
  }, []);
}
