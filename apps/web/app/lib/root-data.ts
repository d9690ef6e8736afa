import type { api, Lang } from '@printshop/contract';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
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

/** Undefined only inside the root error boundary, when the root loader itself failed. */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error('useRootData is used outside the pages the root loader rendered');
  return data;
}

/** The browser API client in the page's language. */
export function useApi(): BrowserApi {
  const { lang } = useRootData();
  return useMemo(() => createBrowserApi(lang), [lang]);
}
