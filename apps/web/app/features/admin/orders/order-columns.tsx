import { type admin, formatMoney } from '@printshop/contract';
import { createColumnHelper, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { adminDay, adminTime } from '../lib/admin-time';
import { type OrderOpenedFrom, orderPath } from './order-query';
import { ItemStateChip, LateChip, PaymentChip } from './StatusChips';

/** Sorting is the only table feature the list uses; the server sorts, filters and pages. */
export const orderTableFeatures = tableFeatures({ rowSortingFeature });

const column = createColumnHelper<typeof orderTableFeatures, admin.AdminOrderRow>();

/**
 * The list's columns, in the page's language, `from` the list's address. The sortable ones have the ids of the contract's
 * sorts (admin.ORDER_SORTS); money and time sort the largest and newest first.
 */
export function useOrderColumns(from: OrderOpenedFrom) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  return useMemo(() => {
    const headers = texts.orders.columns;
    return column.columns([
      column.accessor('orderNo', {
        header: headers.orderNo,
        cell: ({ row }) => (
          <Link
            to={orderPath(row.original.id)}
            state={from}
            className="font-semibold text-teal-800 underline-offset-2 hover:underline"
          >
            {row.original.orderNo}
          </Link>
        ),
      }),
      column.accessor('createTime', {
        header: headers.createTime,
        sortDescFirst: true,
        cell: ({ getValue }) => adminTime(getValue(), lang),
      }),
      column.accessor('customer', {
        header: headers.customer,
        enableSorting: false,
        cell: ({ getValue }) => (
          <span className="grid">
            <span className="font-medium">{getValue().name}</span>
            <span className="text-xs text-navy/70">{getValue().email}</span>
          </span>
        ),
      }),
      column.accessor('productNames', {
        header: headers.products,
        enableSorting: false,
        cell: ({ getValue }) => getValue().join(', '),
      }),
      column.accessor('states', {
        header: headers.states,
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.late ? <LateChip /> : null}
            {row.original.states.map((state) => (
              <ItemStateChip key={state} state={state} />
            ))}
          </span>
        ),
      }),
      column.accessor('dueAt', {
        header: headers.due,
        enableSorting: false,
        cell: ({ getValue }) => {
          const due = getValue();
          return due ? adminDay(due, lang) : texts.orders.noDue;
        },
      }),
      column.accessor('paymentStatus', {
        header: headers.payment,
        enableSorting: false,
        cell: ({ row }) => <PaymentChip order={row.original} />,
      }),
      column.accessor('totalAmount', {
        id: 'total',
        header: headers.total,
        sortDescFirst: true,
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatMoney(getValue(), lang)}</span>,
      }),
    ]);
  }, [texts, lang, from]);
}
