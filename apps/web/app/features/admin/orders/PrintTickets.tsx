import { admin, routeHref } from '@printshop/contract';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { ADMIN_ENDPOINTS } from '../lib/admin-endpoints';
import { useStaffMember } from '../shell/staff-member';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { ticketItemIds } from './job-tickets';

/** The job tickets of all the order's items that have one, as one page to print, in a new tab. */
export function PrintTickets({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const { role } = useStaffMember();
  const ids = ticketItemIds(order);
  if (!admin.can(role, 'production.move') || ids.length === 0) return null;
  return (
    <a
      href={routeHref(ADMIN_ENDPOINTS.itemTickets, { items: ids.join(',') }, lang)}
      target="_blank"
      rel="noopener"
      className={SECONDARY_BUTTON}
    >
      {texts.order.actions.printTickets}
    </a>
  );
}
