import type { admin } from '@printshop/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON } from '../ui/buttons';
import { ListHeading } from '../ui/ListHeading';
import { CouponDialog, type CouponDialogState } from './CouponDialog';
import { CouponTable } from './CouponTable';

/** /admin/coupons, for owners: every coupon checkout takes, how much it was used, adding and changing them. */
export function CouponsPage({ coupons }: { coupons: admin.AdminCoupon[] }) {
  const texts = useAdminTexts();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<CouponDialogState>(null);

  function saved(msg: string) {
    toast('success', msg);
    setDialog(null);
    revalidator.revalidate();
  }

  return (
    <div className="grid gap-5">
      <ListHeading
        title={texts.coupons.title}
        found={interpolate(texts.coupons.found, { count: coupons.length })}
      >
        <button type="button" onClick={() => setDialog({ kind: 'add' })} className={PRIMARY_BUTTON}>
          {texts.coupons.add}
        </button>
      </ListHeading>
      {coupons.length > 0 ? (
        <CouponTable coupons={coupons} onEdit={(coupon) => setDialog({ kind: 'edit', coupon })} />
      ) : (
        <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">
          {texts.coupons.empty}
        </p>
      )}
      <CouponDialog state={dialog} onClose={() => setDialog(null)} onSaved={saved} />
    </div>
  );
}
