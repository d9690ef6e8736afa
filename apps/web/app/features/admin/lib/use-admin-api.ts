import { parseLang } from '@printshop/contract';
import { useMemo } from 'react';
import { useRootData } from '~/lib/root-data';
import { type AdminApi, createAdminApi } from './admin-api';

/** The back-office client in the page's language. */
export function useAdminApi(): AdminApi {
  const { lang } = useRootData();
  return useMemo(() => createAdminApi(lang), [lang]);
}

/**
 * The back-office client for a route's clientLoader, which runs outside React: in the language
 * the root rendered the page in, as its html element says (`htmlLang`: en, zh-Hans).
 */
export function loaderAdminApi(): AdminApi {
  return createAdminApi(parseLang(document.documentElement.lang.split('-')[0]));
}
