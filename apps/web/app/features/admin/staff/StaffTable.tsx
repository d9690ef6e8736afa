import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { Chip } from '../ui/Chip';
import { EditCell } from '../ui/EditCell';
import { TableHead } from '../ui/TableHead';

interface StaffTableProps {
  accounts: admin.StaffAccount[];
  /** The logged-in owner's account, whose row says so. */
  ownId: number | undefined;
  onEdit: (account: admin.StaffAccount) => void;
}

/**
 * Every staff account, active ones first, as the server lists them; inactive ones dimmed. On a
 * phone, a card an account (admin.css).
 */
export function StaffTable({ accounts, ownId, onEdit }: StaffTableProps) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const labels = texts.staff;
  const { columns } = labels;
  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white shadow-sm">
      <table className="card-table w-full text-sm md:min-w-[44rem]">
        <TableHead
          titles={[columns.member, columns.role, columns.status, columns.lastLogin, columns.created]}
          actions={columns.actions}
        />
        <tbody>
          {accounts.map((account) => (
            <tr
              key={account.id}
              className={`border-b border-navy/5 align-top last:border-0 ${account.active ? '' : 'text-navy/60'}`}
            >
              <td data-label={columns.member} className="px-3 py-2.5">
                <span className="grid">
                  <span className="flex flex-wrap items-center gap-1.5 font-medium">
                    {account.name}
                    {account.id === ownId ? <Chip tone="active">{labels.you}</Chip> : null}
                  </span>
                  <span className="text-xs text-navy/70">{account.email}</span>
                </span>
              </td>
              {/* Kept whole: a squeezed table would give a two-character Chinese role a line each. */}
              <td data-label={columns.role} className="px-3 py-2.5 whitespace-nowrap">
                {texts.roles[account.role]}
              </td>
              <td data-label={columns.status} className="px-3 py-2.5">
                {account.active ? (
                  <Chip tone="done">{labels.active}</Chip>
                ) : (
                  <Chip tone="off">{labels.inactive}</Chip>
                )}
              </td>
              <td data-label={columns.lastLogin} className="px-3 py-2.5 md:whitespace-nowrap">
                {account.lastLoginTime ? clock.time(account.lastLoginTime) : labels.neverLoggedIn}
              </td>
              <td data-label={columns.created} className="px-3 py-2.5 md:whitespace-nowrap">
                {clock.time(account.createTime)}
              </td>
              <EditCell
                onEdit={() => onEdit(account)}
                label={interpolate(labels.form.editTitle, { name: account.name })}
              >
                {labels.edit}
              </EditCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
