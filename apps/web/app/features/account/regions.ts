import { type api, REGION_LEVEL } from '@printshop/contract';
import { useCallback, useRef, useState } from 'react';
import type { BrowserApi } from '~/lib/api';

export type Region = api.Region;

/**
 * Countries and their states from the queryregion call, each list fetched once per page.
 * Countries load when first asked for (the address form opens), states per country.
 */
export function useRegions(client: BrowserApi) {
  const [countries, setCountries] = useState<Region[] | null>(null);
  const countriesCall = useRef<Promise<Region[]> | null>(null);
  const states = useRef(new Map<number, Promise<Region[]>>());

  const loadCountries = useCallback(() => {
    countriesCall.current ??= client.call('queryRegion', { level: REGION_LEVEL.country }).then(
      (list) => {
        setCountries(list);
        return list;
      },
      (error: unknown) => {
        // A failed call may be retried on the next open.
        countriesCall.current = null;
        throw error;
      },
    );
    return countriesCall.current;
  }, [client]);

  const loadStates = useCallback(
    (countryId: number) => {
      let call = states.current.get(countryId);
      if (!call) {
        call = client.call('queryRegion', { pid: countryId, level: REGION_LEVEL.province });
        states.current.set(countryId, call);
        call.catch(() => states.current.delete(countryId));
      }
      return call;
    },
    [client],
  );

  return { countries, loadCountries, loadStates };
}

export type Regions = ReturnType<typeof useRegions>;
