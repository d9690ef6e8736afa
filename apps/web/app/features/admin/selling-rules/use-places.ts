import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Region, useRegions } from '~/features/account/regions';
import { useTranslation } from '~/i18n/use-translation';
import { createBrowserApi, errorMessage } from '~/lib/api';
import { useRootData } from '~/lib/root-data';

/** A place's names as the tables loaded them, before the address forms' lists arrive. */
export interface LoadedName {
  countryCode: string;
  provinceCode?: string | null;
  country: string;
  province?: string;
}

/**
 * The countries and states the address forms offer, which are the places the server accepts
 * rows for: loaded as the address form loads them (the public queryRegion call, through the
 * storefront's client: it needs no sign-in, so no shopper's token is checked), countries at
 * once and a country's states when a row of it asks. Names in the page's language.
 */
export function usePlaces(loaded: readonly LoadedName[]) {
  const { lang } = useRootData();
  const { t } = useTranslation();
  const client = useMemo(() => createBrowserApi(lang), [lang]);
  const { countries, loadCountries, loadStates } = useRegions(client);
  const [states, setStates] = useState<ReadonlyMap<string, Region[]>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const fail = useCallback((error: unknown) => setFailure(errorMessage(error, t('api.unreachable'))), [t]);

  useEffect(() => {
    loadCountries().catch(fail);
  }, [loadCountries, fail]);

  /** Asks for the states of these countries, each once; each list shows when it arrives. */
  const wantStates = useCallback(
    (codes: readonly string[]) => {
      for (const code of new Set(codes)) {
        const country = countries?.find((region) => region.regionid === code);
        if (!country || states.has(code)) continue;
        loadStates(country.id).then(
          (list) => setStates((known) => (known.has(code) ? known : new Map(known).set(code, list))),
          fail,
        );
      }
    },
    [countries, states, loadStates, fail],
  );

  /** The names the tables were loaded with, by `US` and `US/CA`. */
  const loadedNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const place of loaded) {
      names.set(place.countryCode, place.country);
      if (place.provinceCode && place.province) {
        names.set(`${place.countryCode}/${place.provinceCode}`, place.province);
      }
    }
    return names;
  }, [loaded]);

  /** A place's name: its state's for a state, else its country's; its code while neither is known. */
  const nameOf = useCallback(
    (countryCode: string, provinceCode = '') => {
      if (provinceCode) {
        const state = states.get(countryCode)?.find((region) => region.regionid === provinceCode);
        return state?.title ?? loadedNames.get(`${countryCode}/${provinceCode}`) ?? provinceCode;
      }
      const country = countries?.find((region) => region.regionid === countryCode);
      return country?.title ?? loadedNames.get(countryCode) ?? countryCode;
    },
    [countries, states, loadedNames],
  );

  return {
    /** Null while they load, or when they could not be. */
    countries,
    /** A country's states: undefined until they arrive, [] for a country without any. */
    statesOf: (countryCode: string) => states.get(countryCode),
    wantStates,
    nameOf,
    /** Why the lists could not be loaded, if they could not. */
    failure,
  };
}

export type Places = ReturnType<typeof usePlaces>;
