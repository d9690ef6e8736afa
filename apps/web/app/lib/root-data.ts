import type { api, Lang } from '@printshop/contract';
import { createContext, useContext, useMemo } from 'react';
import type { Messages } from '~/i18n/messages';
import { type BrowserApi, createBrowserApi } from './api';

/** What the root loader gives every page: loaded once per request. */
export interface RootData {
  lang: Lang;
  /**
   * The active language's catalogue only; a browsing page's without the sections it does not
   * show (i18n/page-sections.ts).
   */
  messages: Messages;
  header: api.HeaderData;
  /** The shop's public origin (PUBLIC_URL, else the request's), for canonical links. */
  origin: string;
  /** The docs/product.md user-agent test, for what responsive CSS cannot decide. */
  mobile: boolean;
  year: number;
}

/**
 * The root loader's data, given by the root route, or by a storefront page's own entry where React
 * Router does not run in the browser (docs/decisions/113): components read it from here, never
 * from the router.
 */
export const RootDataContext = createContext<RootData | null>(null);

export function useRootData(): RootData {
  const data = useContext(RootDataContext);
  if (!data) throw new Error('useRootData is used outside the pages the root loader rendered');
  return data;
}

/** The browser API client in the page's language. */
export function useApi(): BrowserApi {
  const { lang } = useRootData();
  return useMemo(() => createBrowserApi(lang), [lang]);
}
