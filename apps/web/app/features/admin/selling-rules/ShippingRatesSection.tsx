import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { PlaceOptions } from './PlaceOptions';
import { RemoveRow, RowNumber, RowSelect, useRowFieldName } from './RowControls';
import { RulesSection } from './RulesSection';
import {
  isAnyCountry,
  type ShippingField,
  type ShippingRow,
  sameShippingRows,
  shippingInput,
  shippingProblem,
  shippingRowsOf,
  withNewShippingRow,
} from './rules-table';
import type { Places } from './use-places';
import { type RulesTable, useRulesTable } from './use-rules-table';

const ID = 'shipping-fees';
const fieldId = (key: number, field: string) => `${ID}-${key}-${field}`;

/**
 * The shipping fee of an order by the country it ships to, free from a subtotal or never; the
 * row for everywhere else, which the server requires, is always there and last.
 */
export function ShippingRatesSection({ loaded, places }: { loaded: admin.ShippingRate[]; places: Places }) {
  const texts = useAdminTexts();
  const labels = texts.sellingRules.shipping;
  const table = useRulesTable<ShippingRow>({
    initial: () => shippingRowsOf(loaded),
    problem: (rows) => shippingProblem(rows, labels.required),
    same: sameShippingRows,
    save: async (client, rows) => {
      const { msg, data } = await client.callWithMsg('adminSaveShippingRates', shippingInput(rows));
      return { msg, rows: shippingRowsOf(data.list) };
    },
    fieldId,
  });
  const { rows, setRows } = table;

  function add() {
    const next = withNewShippingRow(rows);
    const added = next.find((row) => !rows.includes(row));
    setRows(next);
    if (added) {
      requestAnimationFrame(() => document.getElementById(fieldId(added.key, 'countryCode'))?.focus());
    }
  }

  const { columns } = labels;
  return (
    <RulesSection
      id={ID}
      title={labels.title}
      hint={labels.hint}
      save={labels.save}
      table={table}
      onAdd={add}
      columns={[
        columns.country,
        columns.fee,
        columns.freeOver,
        columns.transitMinDays,
        columns.transitMaxDays,
        columns.actions,
      ]}
      rows={rows.length}
    >
      {rows.map((row, index) => (
        <ShippingRowCells key={row.key} row={row} index={index} table={table} places={places} />
      ))}
    </RulesSection>
  );
}

interface ShippingRowCellsProps {
  row: ShippingRow;
  index: number;
  table: RulesTable<ShippingRow>;
  places: Places;
}

function ShippingRowCells({ row, index, table, places }: ShippingRowCellsProps) {
  const texts = useAdminTexts();
  const labels = texts.sellingRules;
  const { columns } = labels.shipping;
  const fieldName = useRowFieldName();
  const anywhere = isAnyCountry(row);
  const place = anywhere
    ? labels.shipping.anywhere
    : row.countryCode === ''
      ? interpolate(labels.newRow, { n: index + 1 })
      : places.nameOf(row.countryCode);
  const at = table.note?.at;
  const invalid = (field: ShippingField) => at?.key === row.key && at.field === field;

  return (
    <tr className="border-b border-navy/5 align-top last:border-0">
      <td data-label={columns.country} className="px-3 py-2">
        {anywhere ? (
          <span className="inline-flex h-10 items-center font-medium">{labels.shipping.anywhere}</span>
        ) : (
          <RowSelect
            id={fieldId(row.key, 'countryCode')}
            label={fieldName(columns.country, place)}
            invalid={invalid('countryCode')}
            value={row.countryCode}
            disabled={places.countries === null}
            onChange={(event) => table.change(row.key, { countryCode: event.target.value })}
          >
            <PlaceOptions
              value={row.countryCode}
              list={places.countries}
              name={places.nameOf(row.countryCode)}
              none={{
                label: places.countries ? labels.chooseCountry : labels.loading,
                shown: row.countryCode === '',
              }}
            />
          </RowSelect>
        )}
      </td>
      <td data-label={columns.fee} className="px-3 py-2">
        <RowNumber
          id={fieldId(row.key, 'fee')}
          label={fieldName(columns.fee, place)}
          invalid={invalid('fee')}
          value={row.fee}
          onChange={(event) => table.change(row.key, { fee: event.target.value })}
        />
      </td>
      <td data-label={columns.freeOver} className="px-3 py-2">
        <RowNumber
          id={fieldId(row.key, 'freeOver')}
          label={fieldName(columns.freeOver, place)}
          invalid={invalid('freeOver')}
          placeholder={labels.shipping.never}
          value={row.freeOver}
          onChange={(event) => table.change(row.key, { freeOver: event.target.value })}
        />
      </td>
      {(['transitMinDays', 'transitMaxDays'] as const).map((field) => (
        <td key={field} data-label={columns[field]} className="px-3 py-2">
          <RowNumber
            id={fieldId(row.key, field)}
            label={fieldName(columns[field], place)}
            invalid={invalid(field)}
            inputMode="numeric"
            step={1}
            value={row[field]}
            onChange={(event) => table.change(row.key, { [field]: event.target.value })}
          />
        </td>
      ))}
      <td className="px-3 py-2 text-right max-md:col-span-2 max-md:empty:hidden">
        {anywhere ? null : <RemoveRow place={place} onRemove={() => table.remove(row.key)} />}
      </td>
    </tr>
  );
}
