import { useSyncExternalStore } from 'react';

/** The three local-storage keys docs/product.md names for a logged-in shopper. */
const KEYS = ['token', 'email', 'nickname'] as const;

interface Session {
  token: string;
  email: string;
  nickname: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | null = null;

function readRaw(): string {
  return KEYS.map((key) => localStorage.getItem(key) ?? '').join('\n');
}

/** The logged-in shopper, or null. Logged in means a token is stored (docs/product.md#states). */
export function readSession(): Session | null {
  const raw = readRaw();
  if (cached?.raw !== raw) {
    const [token = '', email = '', nickname = ''] = raw.split('\n');
    cached = { raw, session: token ? { token, email, nickname } : null };
  }
  return cached.session;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveSession(session: Session): void {
  for (const key of KEYS) localStorage.setItem(key, session[key]);
  notify();
}

export function clearSession(): void {
  for (const key of KEYS) localStorage.removeItem(key);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this one's state too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The session as React state. The server never sees local storage, so it renders the
 * logged-out state and the browser switches after hydration.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}
