import type { DesignLayout } from '@printshop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/lib/api';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** `message` is the shop's reason in the reader's language, empty when it was not reached. */
  | { kind: 'failed'; message: string };

/** How long the layout rests before it is saved, and how long a failed save waits to try again. */
const REST_MS = 1000;
const RETRY_MS = 10_000;

/**
 * Saves the layout a moment after each change, one save at a time, the latest layout each time.
 * The layout it opened with counts as saved: opening a design and leaving makes nothing.
 */
export interface Autosave {
  status: SaveStatus;
  /** Resolves once the save in flight and the changes after it are saved; rejects when saving fails. */
  saveNow: () => Promise<void>;
}

export function useAutosave(layout: DesignLayout, save: (layout: DesignLayout) => Promise<void>): Autosave {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const latest = useRef(layout);
  const saved = useRef(layout);
  const inFlight = useRef<Promise<void> | null>(null);
  const retry = useRef<number | undefined>(undefined);

  /** Saves the latest layout; answers the error when that failed. */
  const flush = useCallback(async (): Promise<unknown> => {
    if (inFlight.current || latest.current === saved.current) return null;
    window.clearTimeout(retry.current);
    const sending = latest.current;
    setStatus({ kind: 'saving' });
    inFlight.current = save(sending);
    try {
      await inFlight.current;
      saved.current = sending;
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof ApiError ? error.message : '' });
      retry.current = window.setTimeout(() => void flush(), RETRY_MS);
      return error;
    } finally {
      inFlight.current = null;
    }
    // Changes made while it was saving.
    if (latest.current !== saved.current) void flush();
    return null;
  }, [save]);

  useEffect(() => {
    latest.current = layout;
    if (layout === saved.current) return;
    const timer = window.setTimeout(() => void flush(), REST_MS);
    return () => window.clearTimeout(timer);
  }, [layout, flush]);

  useEffect(() => () => window.clearTimeout(retry.current), []);

  const saveNow = useCallback(async () => {
    const settled = async () => {
      while (inFlight.current) await inFlight.current.catch(() => undefined);
    };
    await settled();
    while (latest.current !== saved.current) {
      const failure = await flush();
      if (failure) throw failure;
      await settled();
    }
  }, [flush]);
  return { status, saveNow };
}
