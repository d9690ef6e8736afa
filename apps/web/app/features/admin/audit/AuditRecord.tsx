import { admin } from '@printshop/contract';
import { Link } from 'react-router';
import { useAdminTexts } from '../i18n/admin-texts';
import { orderPath } from '../orders/order-query';

/** An entry's record in the reader's words ("Order item #12"), a link to its order where it has one. */
export function AuditRecord({ entry }: { entry: admin.AuditEntry }) {
  const texts = useAdminTexts();
  // Entries written by an older version may name a kind this one no longer does: shown as stored.
  const kind = admin.isAuditEntity(entry.entity) ? texts.audit.entities[entry.entity] : entry.entity;
  const name = entry.entityId === null ? kind : `${kind} #${entry.entityId}`;
  if (entry.orderId === null) return name;
  return (
    <Link
      to={orderPath(entry.orderId)}
      className="font-medium text-teal-800 underline-offset-2 hover:underline"
    >
      {name}
    </Link>
  );
}
