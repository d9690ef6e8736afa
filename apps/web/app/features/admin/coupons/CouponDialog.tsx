import type { admin } from '@printshop/contract';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS } from '~/ui/DialogForm';
import { useStaffDialog } from '../staff/use-staff-dialog';
import { CouponForm } from './CouponForm';

/** Which form the coupon screen shows: none, a new coupon's, or one coupon's. */
export type CouponDialogState = { kind: 'add' } | { kind: 'edit'; coupon: admin.AdminCoupon } | null;

const TITLE_ID = 'coupon-dialog-title';

interface CouponDialogProps {
  state: CouponDialogState;
  onClose: () => void;
  onSaved: (msg: string) => void;
}

/** The coupon form's modal, empty to add one or filled to change one; it stays open while a save is in flight. */
export function CouponDialog({ state, onClose, onSaved }: CouponDialogProps) {
  const { close, form } = useStaffDialog({ titleId: TITLE_ID, onClose, onSaved });

  return (
    <Dialog
      open={state !== null}
      onClose={close}
      labelledBy={TITLE_ID}
      className={`${DIALOG_FORM_CLASS} max-w-xl`}
    >
      {state?.kind === 'add' ? <CouponForm {...form} /> : null}
      {state?.kind === 'edit' ? <CouponForm key={state.coupon.id} coupon={state.coupon} {...form} /> : null}
    </Dialog>
  );
}
