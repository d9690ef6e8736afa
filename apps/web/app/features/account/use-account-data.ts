import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '~/lib/api';
import { useApi } from '~/lib/root-data';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string };

/**
 * The data of an account page: a GET call made in the browser, because the token lives in
 * local storage, out of the server's reach. `reload` keeps what is shown until the new answer
 * arrives; after a failure it shows the placeholder again while it retries.
 */
export function useAccountData<T>(path: string): { state: Loaded<T>; reload: () => void } {
  const { t } = useTranslation();
  const client = useApi();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  // Only the answer to the latest call is shown.
  const latest = useRef(0);

  const load = useCallback(() => {
    const call = ++latest.current;
    client.get<T>(path).then(
      (data) => {
        if (call === latest.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (call === latest.current)
          setState({ status: 'failed', message: errorMessage(error, t('api.unreachable')) });
      },
    );
  }, [client, path, t]);

  useEffect(load, [load]);

  const reload = useCallback(() => {
    setState((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    load();
  }, [load]);

  return { state, reload };
}
