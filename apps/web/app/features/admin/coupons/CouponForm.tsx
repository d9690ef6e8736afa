import { admin, MAX_LENGTH } from '@printshop/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { interpolate } from '~/lib/interpolate';
import { DialogForm } from '~/ui/DialogForm';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { useStaffMember } from '../shell/staff-member';
import type { StaffFormProps } from '../staff/use-staff-form';
import { CheckboxField } from '../ui/CheckboxField';
import { RefusalNote } from '../ui/RefusalNote';
import { SubmitButton } from '../ui/SubmitButton';
import { useDialogSave } from '../ui/use-dialog-save';
import {
  type CouponValues,
  changesCoupon,
  couponChecks,
  couponFormMessages,
  couponInput,
  couponValuesOf,
  NO_COUPON,
  refusedField,
} from './coupon-form';

interface CouponFormProps extends StaffFormProps {
  /** The coupon to change; none for a new one. */
  coupon?: admin.AdminCoupon;
}

/**
 * A coupon's code, discount, minimum, days, limits and whether it is on: empty to add one, filled
 * to change one. The form checks only that a code and a discount are given; the server judges the
 * rest, and its refusal stays in the dialog, by the code when it is about the code.
 */
export function CouponForm({ coupon, titleId, ...events }: CouponFormProps) {
  const texts = useAdminTexts();
  const labels = texts.coupons.form;
  const { timeZone } = useStaffMember();
  const daysHintId = useId();
  // Orders know a used coupon by its code: the server refuses to change it (409), so it is not offered.
  const codeUsed = (coupon?.used ?? 0) > 0;

  const { form, field, busy, submit, refusalAbove, refusalAt } = useDialogSave<CouponValues, 'code'>({
    defaultValues: coupon ? couponValuesOf(coupon) : NO_COUPON,
    checks: () => couponChecks(couponFormMessages(labels)),
    save: (client, values) => {
      const input = couponInput(values);
      if (coupon && !changesCoupon(coupon, input)) return null;
      return coupon
        ? client.callWithMsg('adminCouponUpdate', { ...input, id: coupon.id })
        : client.callWithMsg('adminCouponCreate', input);
    },
    refusedField,
    events,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const percent = kind === 'percent';

  return (
    <DialogForm
      titleId={titleId}
      title={coupon ? interpolate(labels.editTitle, { code: coupon.code }) : labels.addTitle}
      onClose={events.onClose}
      onSubmit={submit}
      footer={
        <SubmitButton busy={busy} busyText={labels.saving}>
          {coupon ? labels.save : labels.create}
        </SubmitButton>
      }
    >
      <div className="grid gap-4">
        <RefusalNote message={refusalAbove} />
        <div className="grid gap-1.5">
          <TextField
            {...field('code')}
            label={labels.code}
            hint={codeUsed ? labels.codeUsed : labels.codeHint}
            readOnly={codeUsed}
            maxLength={MAX_LENGTH.coupon}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <RefusalNote message={refusalAt('code')} />
        </div>
        <fieldset className="grid min-w-0 gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{labels.kind}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {admin.COUPON_KINDS.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={option}
                  {...form.register('kind')}
                  className="size-4 accent-teal-700"
                />
                {texts.coupons.kinds[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('value')}
            label={labels.value[kind]}
            type="number"
            inputMode={percent ? 'numeric' : 'decimal'}
            min={percent ? 1 : 0.01}
            max={percent ? 100 : undefined}
            step={percent ? 1 : 0.01}
          />
          <TextField
            {...field('minSubtotal')}
            label={labels.minSubtotal}
            hint={labels.minSubtotalHint}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
          />
        </div>
        <fieldset aria-describedby={daysHintId} className="grid min-w-0 gap-1.5">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field('startsOn')} label={labels.startsOn} type="date" />
            <TextField {...field('endsOn')} label={labels.endsOn} type="date" />
          </div>
          <p id={daysHintId} className="text-xs text-navy/70">
            {interpolate(labels.daysHint, { timeZone })}
          </p>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('usageLimit')}
            label={labels.usageLimit}
            hint={labels.limitsHint}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
          <TextField
            {...field('perCustomerLimit')}
            label={labels.perCustomerLimit}
            hint={labels.limitsHint}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
        </div>
        <CheckboxField {...form.register('active')} label={labels.active} hint={labels.activeHint} />
      </div>
    </DialogForm>
  );
}
