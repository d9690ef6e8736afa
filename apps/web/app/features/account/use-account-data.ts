import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, type Query } from '~/lib/api';
import { useApi } from '~/lib/root-data';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `code` is the answer's code (404 when the record is not the shopper's), 0 when unreachable. */
  | { status: 'failed'; message: string; code: number };

/**
 * The data of an account page: a GET call made in the browser, because the token lives in
 * local storage, out of the server's reach. `reload` keeps what is shown until the new answer
 * arrives; after a failure it shows the placeholder again while it retries.
 */
export function useAccountData<T>(path: string, query?: Query): { state: Loaded<T>; reload: () => void } {
  const { t } = useTranslation();
  const client = useApi();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  // Only the answer to the latest call is shown.
  const latest = useRef(0);
  // Callers build the query afresh on every render: the call is made again only when it changes.
  const queryKey = JSON.stringify(query ?? {});

  const load = useCallback(() => {
    const call = ++latest.current;
    client.get<T>(path, JSON.parse(queryKey) as Query).then(
      (data) => {
        if (call === latest.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (call === latest.current)
          setState({
            status: 'failed',
            message: errorMessage(error, t('api.unreachable')),
            code: error instanceof ApiError ? error.code : 0,
          });
      },
    );
  }, [client, path, queryKey, t]);

  useEffect(load, [load]);

  const reload = useCallback(() => {
    setState((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    load();
  }, [load]);

  return { state, reload };
}
