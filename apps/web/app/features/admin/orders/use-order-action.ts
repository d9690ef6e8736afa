import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { errorMessage } from '~/lib/api';
import { useToast } from '~/ui/toast';
import type { AdminApi } from '../lib/admin-api';
import { useAdminApi } from '../lib/use-admin-api';

/**
 * Runs a write on an order's screen: `send` makes the call and answers the success message.
 * Success is toasted, a refusal shows the server's message; either way the order is loaded again,
 * since a refusal (409) usually means the screen was stale and the order as it is now says why.
 * `run` answers whether the write went through, so a form knows to clear itself.
 */
export function useOrderAction() {
  const client = useAdminApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function run(send: (client: AdminApi) => Promise<string>): Promise<boolean> {
    setBusy(true);
    let done = false;
    try {
      toast('success', await send(client));
      done = true;
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    }
    await revalidator.revalidate();
    setBusy(false);
    return done;
  }

  return { run, busy };
}
