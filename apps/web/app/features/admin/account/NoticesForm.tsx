import type { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { StaffFormFrame } from '../staff/StaffFormFrame';
import { type StaffFormProps, useStaffForm } from '../staff/use-staff-form';
import { type NoticesValues, noticesInput } from './my-notices';

/** A box for each notice the member's role is offered, ticked as they chose. */
export function NoticesForm({
  choice,
  titleId,
  onClose,
  ...events
}: StaffFormProps & { choice: admin.StaffNotices }) {
  const labels = useAdminTexts().notices;
  const { form, onSubmit, busy } = useStaffForm<NoticesValues>({
    defaultValues: { notices: choice.notices },
    checks: () => [],
    save: (client, values) =>
      client.callWithMsg('adminSaveMyNotices', noticesInput(values.notices, choice.offered)),
    events,
  });

  return (
    <StaffFormFrame
      titleId={titleId}
      title={labels.title}
      submit={labels.submit}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm text-navy/80">{labels.intro}</legend>
        {choice.offered.map((notice) => (
          <label key={notice} className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              value={notice}
              {...form.register('notices')}
              className="size-4 accent-teal-700"
            />
            {labels.names[notice]}
          </label>
        ))}
      </fieldset>
    </StaffFormFrame>
  );
}
