import type { admin } from '@printshop/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { useStaffMember } from '../shell/staff-member';
import { PRIMARY_BUTTON } from '../ui/buttons';
import { ListHeading } from '../ui/ListHeading';
import { StaffDialog, type StaffDialogState } from './StaffDialog';
import { StaffTable } from './StaffTable';

/** /admin/staff, for owners: who may use the back office, in which role, and adding or changing them. */
export function StaffPage({ accounts }: { accounts: admin.StaffAccount[] }) {
  const texts = useAdminTexts();
  const member = useStaffMember();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<StaffDialogState>(null);
  // Emails are unique among staff, and the session knows its member by email alone.
  const ownId = accounts.find((account) => account.email === member.email)?.id;

  function saved(msg: string) {
    toast('success', msg);
    setDialog(null);
    revalidator.revalidate();
  }

  return (
    <div className="grid gap-5">
      <ListHeading
        title={texts.staff.title}
        found={interpolate(texts.staff.found, { count: accounts.length })}
      >
        <button type="button" onClick={() => setDialog({ kind: 'add' })} className={PRIMARY_BUTTON}>
          {texts.staff.add}
        </button>
      </ListHeading>
      <StaffTable
        accounts={accounts}
        ownId={ownId}
        onEdit={(account) => setDialog({ kind: 'edit', account })}
      />
      <StaffDialog state={dialog} ownId={ownId} onClose={() => setDialog(null)} onSaved={saved} />
    </div>
  );
}
