import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { CardTable } from '../ui/CardTable';
import { EditCell } from '../ui/EditCell';
import { OnOffChip } from '../ui/OnOffChip';
import { discountText, minimumText, usesText } from './coupon-text';

interface CouponTableProps {
  coupons: admin.AdminCoupon[];
  onEdit: (coupon: admin.AdminCoupon) => void;
}

/**
 * Every coupon, the newest first, as the server lists them; those switched off dimmed. On a
 * phone, a card a coupon (admin.css).
 */
export function CouponTable({ coupons, onEdit }: CouponTableProps) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const clock = useAdminTime();
  const labels = texts.coupons;
  const { columns } = labels;
  const heads = [
    columns.code,
    columns.discount,
    columns.minSubtotal,
    columns.startsOn,
    columns.endsOn,
    columns.used,
    columns.perCustomer,
    columns.status,
  ];
  return (
    <CardTable minWidth="md:min-w-[52rem]" titles={heads} actions={columns.actions}>
      {coupons.map((coupon) => (
        <tr
          key={coupon.id}
          className={`border-b border-navy/5 align-top last:border-0 ${coupon.active ? '' : 'text-navy/60'}`}
        >
          <td data-label={columns.code} className="px-3 py-2.5 font-mono font-semibold break-all">
            {coupon.code}
          </td>
          <td data-label={columns.discount} className="px-3 py-2.5 whitespace-nowrap">
            {discountText(coupon, labels, lang)}
          </td>
          <td data-label={columns.minSubtotal} className="px-3 py-2.5 whitespace-nowrap">
            {minimumText(coupon, labels, lang)}
          </td>
          <td data-label={columns.startsOn} className="px-3 py-2.5 md:whitespace-nowrap">
            {coupon.startsOn ? clock.day(coupon.startsOn) : labels.noStart}
          </td>
          <td data-label={columns.endsOn} className="px-3 py-2.5 md:whitespace-nowrap">
            {coupon.endsOn ? clock.day(coupon.endsOn) : labels.noEnd}
          </td>
          <td data-label={columns.used} className="px-3 py-2.5 whitespace-nowrap">
            {usesText(coupon, labels)}
          </td>
          <td data-label={columns.perCustomer} className="px-3 py-2.5 whitespace-nowrap">
            {coupon.perCustomerLimit ?? labels.noLimit}
          </td>
          <td data-label={columns.status} className="px-3 py-2.5">
            <OnOffChip on={coupon.active} onText={labels.on} offText={labels.off} />
          </td>
          <EditCell
            onEdit={() => onEdit(coupon)}
            label={interpolate(labels.form.editTitle, { code: coupon.code })}
          >
            {labels.edit}
          </EditCell>
        </tr>
      ))}
    </CardTable>
  );
}
