import type { admin } from '@printshop/contract';
import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { BAR_BUTTON } from '../ui/buttons';
import { NoticesDialog } from './NoticesDialog';

/**
 * The staff panel's way to the mails one gets (docs/staff.md#mails-to-staff). The choice is read
 * afresh at each opening, as it may have been changed in another tab.
 */
export function NoticesButton() {
  const texts = useAdminTexts();
  const { t } = useTranslation();
  const client = useAdminApi();
  const toast = useToast();
  const [choice, setChoice] = useState<admin.StaffNotices | null>(null);
  const [reading, setReading] = useState(false);

  async function open() {
    setReading(true);
    try {
      setChoice(await client.call('adminMyNotices'));
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    } finally {
      setReading(false);
    }
  }

  function saved(msg: string) {
    toast('success', msg);
    setChoice(null);
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={reading}
        className={`${BAR_BUTTON} disabled:cursor-wait disabled:opacity-70`}
      >
        {texts.notices.open}
      </button>
      <NoticesDialog choice={choice} onClose={() => setChoice(null)} onSaved={saved} />
    </>
  );
}
