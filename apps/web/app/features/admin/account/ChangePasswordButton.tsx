import { useState } from 'react';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { BAR_BUTTON } from '../ui/buttons';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** The staff panel's way to a new password of one's own; this session stays logged in after it. */
export function ChangePasswordButton() {
  const texts = useAdminTexts();
  const toast = useToast();
  const [open, setOpen] = useState(false);

  function saved(msg: string) {
    toast('success', msg);
    setOpen(false);
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={BAR_BUTTON}>
        {texts.ownPassword.open}
      </button>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} onSaved={saved} />
    </>
  );
}
