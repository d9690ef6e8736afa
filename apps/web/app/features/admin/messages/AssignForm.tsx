import type { admin } from '@printshop/contract';
import type { FormEvent } from 'react';
import { SelectField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { useOrderAction } from '../orders/use-order-action';
import { useStaffMember } from '../shell/staff-member';
import { AdminSection } from '../ui/AdminSection';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';

/**
 * Who looks after the message: any active staff member who may read messages, or nobody; and the
 * reader themselves in one click when it is not theirs yet.
 */
export function AssignForm({ message }: { message: admin.AdminMessage }) {
  const texts = useAdminTexts();
  const labels = texts.message.assign;
  const member = useStaffMember();
  const { run, busy } = useOrderAction();
  // The session names the reader by email, which staff accounts hold once whatever the case.
  const me = message.assignees.find((staff) => staff.email.toLowerCase() === member.email.toLowerCase());

  const assign = (staffId: number | null) =>
    run(async (client) => (await client.callWithMsg('adminMessageAssign', { id: message.id, staffId })).msg);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const picked = String(new FormData(event.currentTarget).get('staffId') ?? '');
    assign(picked === '' ? null : Number(picked));
  }

  return (
    <AdminSection id="message-assignee" title={labels.title}>
      <form
        // Loaded again after each change, the choice starts from whom it is assigned to now.
        key={message.assignee?.id ?? 'nobody'}
        onSubmit={save}
      >
        <fieldset disabled={busy} className="grid min-w-0 gap-3">
          <SelectField label={labels.label} name="staffId" defaultValue={message.assignee?.id ?? ''}>
            <option value="">{labels.nobody}</option>
            {message.assignees.map((staff) => (
              <option key={staff.id} value={staff.id}>
                {staff.name}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={PRIMARY_BUTTON}>
              {busy ? texts.message.working : labels.save}
            </button>
            {me && message.assignee?.id !== me.id ? (
              <button type="button" onClick={() => assign(me.id)} className={SECONDARY_BUTTON}>
                {labels.toMe}
              </button>
            ) : null}
          </div>
        </fieldset>
      </form>
    </AdminSection>
  );
}
