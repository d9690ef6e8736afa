import type { admin } from '@printshop/contract';
import { useEffect } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { PlaceOptions } from './PlaceOptions';
import { RemoveRow, RowNumber, RowSelect, useRowFieldName } from './RowControls';
import { RulesSection } from './RulesSection';
import {
  newTaxRow,
  sameTaxRows,
  type TaxField,
  type TaxRow,
  taxInput,
  taxProblem,
  taxRowsOf,
} from './rules-table';
import type { Places } from './use-places';
import { type RulesTable, useRulesTable } from './use-rules-table';

const ID = 'tax-rates';
const fieldId = (key: number, field: string) => `${ID}-${key}-${field}`;

/** The sales tax rates: a country's, or one of its states' (which wins), as a percent. */
export function TaxRatesSection({ loaded, places }: { loaded: admin.TaxRate[]; places: Places }) {
  const texts = useAdminTexts();
  const labels = texts.sellingRules.tax;
  const table = useRulesTable<TaxRow>({
    initial: () => taxRowsOf(loaded),
    problem: (rows) => taxProblem(rows, labels.required),
    same: sameTaxRows,
    save: async (client, rows) => {
      const { msg, data } = await client.callWithMsg('adminSaveTaxRates', taxInput(rows));
      return { msg, rows: taxRowsOf(data.list) };
    },
    fieldId,
  });
  const { wantStates } = places;
  const { rows, setRows } = table;
  useEffect(() => wantStates(rows.map((row) => row.countryCode).filter(Boolean)), [wantStates, rows]);

  function add() {
    const row = newTaxRow();
    setRows((current) => [...current, row]);
    // Once rendered: the new row's first field.
    requestAnimationFrame(() => document.getElementById(fieldId(row.key, 'countryCode'))?.focus());
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
      columns={[columns.country, columns.province, columns.rate, columns.actions]}
      rows={rows.length}
      empty={labels.empty}
    >
      {rows.map((row, index) => (
        <TaxRowCells key={row.key} row={row} index={index} table={table} places={places} />
      ))}
    </RulesSection>
  );
}

interface TaxRowCellsProps {
  row: TaxRow;
  index: number;
  table: RulesTable<TaxRow>;
  places: Places;
}

function TaxRowCells({ row, index, table, places }: TaxRowCellsProps) {
  const texts = useAdminTexts();
  const labels = texts.sellingRules;
  const { columns } = labels.tax;
  const fieldName = useRowFieldName();
  const place =
    row.countryCode === ''
      ? interpolate(labels.newRow, { n: index + 1 })
      : places.nameOf(row.countryCode, row.provinceCode);
  const at = table.note?.at;
  const invalid = (field: TaxField) => at?.key === row.key && at.field === field;
  const states = row.countryCode === '' ? [] : places.statesOf(row.countryCode);

  return (
    <tr className="border-b border-navy/5 align-top last:border-0">
      <td data-label={columns.country} className="px-3 py-2">
        <RowSelect
          id={fieldId(row.key, 'countryCode')}
          label={fieldName(columns.country, place)}
          invalid={invalid('countryCode')}
          value={row.countryCode}
          disabled={places.countries === null}
          onChange={(event) => table.change(row.key, { countryCode: event.target.value, provinceCode: '' })}
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
      </td>
      {/* On a phone's card: the country and the state a line each, the rate beside Remove. */}
      <td data-label={columns.province} className="px-3 py-2 max-md:col-span-2">
        {states?.length === 0 ? (
          // A country without states, or no country yet: the row is a whole country's.
          <span className="inline-flex h-10 items-center text-navy/70">
            {row.countryCode === '' ? '—' : labels.wholeCountry}
          </span>
        ) : (
          <RowSelect
            id={fieldId(row.key, 'provinceCode')}
            label={fieldName(columns.province, place)}
            invalid={invalid('provinceCode')}
            value={row.provinceCode}
            disabled={states === undefined}
            onChange={(event) => table.change(row.key, { provinceCode: event.target.value })}
          >
            <PlaceOptions
              value={row.provinceCode}
              list={states ?? null}
              name={places.nameOf(row.countryCode, row.provinceCode)}
              none={{ label: labels.wholeCountry, shown: true }}
            />
          </RowSelect>
        )}
      </td>
      <td data-label={columns.rate} className="px-3 py-2">
        <RowNumber
          id={fieldId(row.key, 'rate')}
          label={fieldName(columns.rate, place)}
          invalid={invalid('rate')}
          max={100}
          value={row.rate}
          onChange={(event) => table.change(row.key, { rate: event.target.value })}
        />
      </td>
      <td className="px-3 py-2 text-right max-md:self-end">
        <RemoveRow place={place} onRemove={() => table.remove(row.key)} />
      </td>
    </tr>
  );
}
