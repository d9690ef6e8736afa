import { type admin, formatMoney } from '@printshop/contract';
import {
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import type { OpenedFrom } from '../lib/opened-from';
import { orderPath } from './order-query';
import { ItemStateChip, LateChip, PaymentChip } from './StatusChips';

/** The list's table features: sorting (the server sorts, filters and pages) and picking rows for the bulk actions. */
export const orderTableFeatures = tableFeatures({ rowSortingFeature, rowSelectionFeature });

const column = createColumnHelper<typeof orderTableFeatures, admin.AdminOrderRow>();

/** A row's checkbox, or the page's in the header: the label fills the cell, a finger's target on a phone. */
function SelectBox(props: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  onChange: (event: unknown) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center justify-center p-3">
      <input
        type="checkbox"
        aria-label={props.label}
        checked={props.checked}
        ref={(box) => {
          if (box) box.indeterminate = Boolean(props.mixed);
        }}
        onChange={props.onChange}
        className="size-5 accent-teal-700"
      />
    </label>
  );
}

/**
 * The list's columns, in the page's language, `from` the list's address: first the checkboxes
 * that pick rows, then the order. The sortable ones have the ids of the contract's sorts
 * (admin.ORDER_SORTS); money and time sort the largest and newest first, due dates the soonest.
 */
export function useOrderColumns(from: OpenedFrom) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const clock = useAdminTime();
  return useMemo(() => {
    const headers = texts.orders.columns;
    return column.columns([
      column.display({
        id: 'select',
        header: ({ table }) => (
          <SelectBox
            label={texts.orders.select.page}
            checked={table.getIsAllPageRowsSelected()}
            mixed={table.getIsSomePageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <SelectBox
            label={interpolate(texts.orders.select.row, { orderNo: row.original.orderNo })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
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
        cell: ({ getValue }) => clock.time(getValue()),
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
        id: 'due',
        header: headers.due,
        sortDescFirst: false,
        cell: ({ getValue }) => {
          const due = getValue();
          return due ? clock.day(due) : texts.orders.noDue;
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
  }, [texts, lang, clock, from]);
}
