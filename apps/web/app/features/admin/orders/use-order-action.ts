import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useToast } from '~/ui/toast';
import type { AdminApi } from '../lib/admin-api';
import { useAdminApi } from '../lib/use-admin-api';

/** What a write answers to tell: its success message, or a warning when it went through only in part. */
export type ActionNotice = string | { warning: string };

/**
 * Runs a write on a record's screen (an order's, a customer's, a message's): `send` makes the call
 * and answers what to tell. Success is toasted, a refusal shows the server's message; either way
 * the record is loaded again, since a refusal (409) usually means the screen was stale and the
 * record as it is now says why. `run` answers whether the write went through, so a form knows to
 * clear itself.
 */
export function useOrderAction() {
  const client = useAdminApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function run(send: (client: AdminApi) => Promise<ActionNotice>): Promise<boolean> {
    setBusy(true);
    let done = false;
    try {
      const notice = await send(client);
      if (typeof notice === 'string') toast('success', notice);
      else toast('warning', notice.warning);
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
