import type { admin } from '@printshop/contract';
import type { RowSelectionState } from '@tanstack/react-table';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useOpenedFrom } from '../lib/opened-from';
import { Chip } from '../ui/Chip';
import { TableHead } from '../ui/TableHead';
import { priceRange } from './price-matrix';
import { productPath, productPricesPath } from './product-query';

/** A row's checkbox, or the page's in the header: the label fills the cell, a finger's target on a phone. */
function SelectBox(props: { label: string; checked: boolean; mixed?: boolean; onChange: () => void }) {
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

interface ProductsTableProps {
  rows: admin.AdminProductRow[];
  /** The rows picked for the bulk change of prices, by product number. */
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
}

const CELL = 'px-3 py-2.5 align-top';
const ACTION = 'inline-block rounded-lg px-3 py-1.5 font-semibold text-teal-800 hover:bg-sand';

/**
 * One page of products, each with its picture, category, whether the shop shows it, how many
 * combinations it sells and their price range, and the links to its editor and its price matrix. On a phone each
 * row is a card of labelled cells (admin.css).
 */
export function ProductsTable({ rows, selection, onSelectionChange }: ProductsTableProps) {
  const texts = useAdminTexts();
  const labels = texts.products;
  const { columns } = labels;
  const { lang } = useRootData();
  const from = useOpenedFrom();
  const picked = rows.filter((row) => selection[row.productNo]).length;
  const all = rows.length > 0 && picked === rows.length;

  function toggle(productNo: string) {
    const { [productNo]: was, ...others } = selection;
    onSelectionChange(was ? others : { ...others, [productNo]: true });
  }

  function toggleAll() {
    onSelectionChange(all ? {} : Object.fromEntries(rows.map((row) => [row.productNo, true])));
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white shadow-sm">
      <table className="card-table w-full text-sm md:min-w-[60rem]">
        <TableHead
          titles={[
            columns.image,
            columns.productNo,
            columns.name,
            columns.category,
            columns.visibility,
            columns.skus,
            columns.prices,
          ]}
          actions={columns.actions}
        >
          <th scope="col" className="card-select p-0 align-top md:w-px">
            <SelectBox
              label={labels.select.page}
              checked={all}
              mixed={picked > 0 && !all}
              onChange={toggleAll}
            />
          </th>
        </TableHead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.productNo}
              className={`border-b border-navy/5 last:border-0 ${row.active ? '' : 'text-navy/60'}`}
            >
              <td className="card-select p-0 align-top md:w-px">
                <SelectBox
                  label={interpolate(labels.select.row, { productNo: row.productNo })}
                  checked={Boolean(selection[row.productNo])}
                  onChange={() => toggle(row.productNo)}
                />
              </td>
              <td className={CELL}>
                {row.image ? (
                  <img
                    src={row.image}
                    alt={interpolate(labels.imageOf, { name: row.name })}
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 rounded-lg border border-navy/10 bg-sand object-cover"
                  />
                ) : null}
              </td>
              <td data-label={columns.productNo} className={`${CELL} font-mono whitespace-nowrap`}>
                {row.productNo}
              </td>
              <td data-label={columns.name} className={`${CELL} font-medium`}>
                {row.name}
              </td>
              <td data-label={columns.category} className={CELL}>
                {row.category}
              </td>
              <td data-label={columns.visibility} className={CELL}>
                {row.active ? (
                  <Chip tone="done">{labels.shown}</Chip>
                ) : (
                  <Chip tone="off">{labels.hidden}</Chip>
                )}
              </td>
              <td data-label={columns.skus} className={`${CELL} tabular-nums`}>
                {row.skuCount}
              </td>
              <td data-label={columns.prices} className={`${CELL} tabular-nums md:whitespace-nowrap`}>
                {priceRange(row.minPrice, row.maxPrice, lang, labels.noPrices)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap max-md:col-span-2">
                <Link
                  to={productPath(row.productNo)}
                  state={from}
                  aria-label={interpolate(labels.editOf, { productNo: row.productNo })}
                  className={ACTION}
                >
                  {labels.edit}
                </Link>
                <Link
                  to={productPricesPath(row.productNo)}
                  state={from}
                  aria-label={interpolate(labels.pricesOf, { productNo: row.productNo })}
                  className={ACTION}
                >
                  {labels.prices}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
