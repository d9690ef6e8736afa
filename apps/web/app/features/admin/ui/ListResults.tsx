import { admin } from '@printshop/contract';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { AdminPager } from './AdminPager';

interface ListResultsProps {
  /** How many rows this page holds: none shows `empty` instead of `children`. */
  rows: number;
  empty: string;
  page: number;
  total: number;
  hrefFor: (page: number) => string;
  children: ReactNode;
}

/** A back-office list's page of rows and its pager, dimmed while the next page loads. */
export function ListResults({ rows, empty, page, total, hrefFor, children }: ListResultsProps) {
  const loading = useNavigation().state === 'loading';
  return (
    <div aria-busy={loading} className={`grid gap-4 transition-opacity ${loading ? 'opacity-60' : ''}`}>
      {rows > 0 ? (
        children
      ) : (
        <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">{empty}</p>
      )}
      <AdminPager page={page} total={total} size={admin.ADMIN_PAGE_SIZE} hrefFor={hrefFor} />
    </div>
  );
}
