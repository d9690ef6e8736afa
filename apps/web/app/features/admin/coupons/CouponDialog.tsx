import type { admin } from '@printshop/contract';
import { FormDialog } from '../ui/FormDialog';
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
  return (
    <FormDialog open={state !== null} titleId={TITLE_ID} width="max-w-xl" onClose={onClose} onSaved={onSaved}>
      {(form) =>
        state?.kind === 'edit' ? (
          <CouponForm key={state.coupon.id} coupon={state.coupon} {...form} />
        ) : (
          <CouponForm {...form} />
        )
      }
    </FormDialog>
  );
}
