import type { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminApi } from '../lib/admin-api';
import { useOrderAction } from '../orders/use-order-action';
import { SECONDARY_BUTTON } from '../ui/buttons';

/** Closes an open message, or opens a closed one again. */
export function StatusButton({ message }: { message: admin.AdminMessage }) {
  const texts = useAdminTexts();
  const labels = texts.message;
  const { run, busy } = useOrderAction();
  const open = message.status === 'open';
  const change = async (client: AdminApi) => {
    const input = { id: message.id };
    const answer = open
      ? await client.callWithMsg('adminMessageClose', input)
      : await client.callWithMsg('adminMessageReopen', input);
    return answer.msg;
  };
  return (
    <button type="button" disabled={busy} onClick={() => run(change)} className={SECONDARY_BUTTON}>
      {busy ? labels.working : open ? labels.close : labels.reopen}
    </button>
  );
}
