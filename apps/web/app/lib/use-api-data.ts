import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { ApiError, errorMessage } from './api';
import type { CallArgs, CallOutput, WebCall } from './api-endpoints';
import { useApi } from './root-data';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `code` is the answer's code (404 when the record is not the shopper's), 0 when unreachable. */
  | { status: 'failed'; message: string; code: number };

/** The state of data that did not load: the server's msg, else `fallback`. */
export function failedLoad(error: unknown, fallback: string): Loaded<never> {
  return {
    status: 'failed',
    message: errorMessage(error, fallback),
    code: error instanceof ApiError ? error.code : 0,
  };
}

/**
 * The data of a member's page: a GET call made in the browser, because the token lives in
 * local storage, out of the server's reach. `reload` keeps what is shown until the new answer
 * arrives; after a failure it shows the placeholder again while it retries.
 */
export function useApiData<Name extends WebCall>(
  name: Name,
  ...input: CallArgs<Name>
): { state: Loaded<CallOutput<Name>>; reload: () => void } {
  const { t } = useTranslation();
  const client = useApi();
  const [state, setState] = useState<Loaded<CallOutput<Name>>>({ status: 'loading' });
  // Only the answer to the latest call is shown.
  const latest = useRef(0);
  // Callers build the input afresh on every render: the call is made again only when it changes.
  const inputKey = JSON.stringify(input);

  const load = useCallback(() => {
    const call = ++latest.current;
    client.call(name, ...(JSON.parse(inputKey) as CallArgs<Name>)).then(
      // An answer is shown in a transition, so rendering it yields to a shopper's taps and
      // scrolls instead of blocking a slow phone for the whole of a long list.
      (data) => {
        if (call === latest.current) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        if (call === latest.current) startTransition(() => setState(failedLoad(error, t('api.unreachable'))));
      },
    );
  }, [client, name, inputKey, t]);

  useEffect(load, [load]);

  const reload = useCallback(() => {
    setState((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    load();
  }, [load]);

  return { state, reload };
}
