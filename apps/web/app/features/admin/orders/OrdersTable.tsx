import type { admin } from '@printshop/contract';
import {
  FlexRender,
  functionalUpdate,
  type Header,
  type OnChangeFn,
  type RowSelectionState,
  useTable,
} from '@tanstack/react-table';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useOpenedFrom } from '../lib/opened-from';
import { orderTableFeatures, useOrderColumns } from './order-columns';
import { type OrdersQuery, orderPath, ordersSearch, sortingOf, sortOf } from './order-query';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column's title, which names each cell of a phone's card (admin.css, .card-table). */
const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);

/** The checkboxes' column: its label fills the cell, and on a phone it sits in the card's corner. */
const SELECT_COLUMN = 'select';
const cellClass = (columnId: string) =>
  columnId === SELECT_COLUMN ? 'card-select p-0 align-top md:w-px' : 'px-3 py-2.5 align-top';

function HeaderCell({ header }: { header: Header<typeof orderTableFeatures, admin.AdminOrderRow> }) {
  const sorted = header.column.getIsSorted();
  const title = <FlexRender header={header} />;
  return (
    <th
      scope="col"
      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
      className={`${cellClass(header.column.id)} text-left font-semibold`}
    >
      {header.column.getCanSort() ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className="inline-flex items-center gap-1 rounded hover:text-teal-800"
        >
          {title}
          <span aria-hidden="true" className={sorted ? '' : 'text-navy/30'}>
            {sorted === 'asc' ? '▲' : '▼'}
          </span>
        </button>
      ) : (
        title
      )}
    </th>
  );
}

interface OrdersTableProps {
  rows: admin.AdminOrderRow[];
  query: OrdersQuery;
  /** The rows picked for the bulk actions, by order id. */
  selection: RowSelectionState;
  onSelectionChange: OnChangeFn<RowSelectionState>;
}

/**
 * One page of orders. Sorting a column changes the address, so the server answers the list in
 * that order; a click anywhere on a row opens the order (its number is the link keyboards use),
 * except on its checkbox, which picks it. On a phone each row is a card of labelled cells (admin.css).
 */
export function OrdersTable({ rows, query, selection, onSelectionChange }: OrdersTableProps) {
  const navigate = useNavigate();
  const from = useOpenedFrom();
  const sorting = sortingOf(query);
  const table = useTable({
    features: orderTableFeatures,
    columns: useOrderColumns(from),
    data: rows,
    getRowId: (row) => String(row.id),
    state: { sorting, rowSelection: selection },
    onRowSelectionChange: onSelectionChange,
    onSortingChange: (updater) =>
      navigate({
        search: ordersSearch({ ...query, ...sortOf(functionalUpdate(updater, sorting), query), page: 1 }),
      }),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  function openRow(event: MouseEvent<HTMLTableRowElement>, id: number) {
    // The order number's link navigates by itself, and the checkbox picks the row.
    if (!(event.target as Element).closest('a, label')) navigate(orderPath(id), { state: from });
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white shadow-sm">
      <table className="card-table w-full text-sm md:min-w-[56rem]">
        <thead className="border-b border-navy/10 bg-sand/50 text-navy/80">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              onClick={(event) => openRow(event, row.original.id)}
              className="cursor-pointer border-b border-navy/5 last:border-0 hover:bg-sand/40"
            >
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-label={labelOf(cell.column.columnDef.header)}
                  className={cellClass(cell.column.id)}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
