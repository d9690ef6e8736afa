import { describe, expect, it } from 'vitest';
import {
  newTaxRow,
  type ShippingRow,
  sameShippingRows,
  sameTaxRows,
  shippingInput,
  shippingProblem,
  shippingRowsOf,
  type TaxRow,
  taxInput,
  taxProblem,
  taxRowsOf,
  withNewShippingRow,
} from './rules-table';

const TAX = [
  { countryCode: 'US', provinceCode: 'CA', rate: 7.25 },
  { countryCode: 'GB', provinceCode: null, rate: 20 },
];
const SHIPPING = [
  { countryCode: '*', fee: 29.95, freeOver: null, transitMinDays: 6, transitMaxDays: 12 },
  { countryCode: 'US', fee: 9.95, freeOver: 99, transitMinDays: 2, transitMaxDays: 5 },
];
const TAX_MESSAGES = { country: 'country', rate: 'rate' };
const SHIPPING_MESSAGES = { country: 'country', fee: 'fee', transit: 'transit' };

const withoutKeys = <Row extends { key: number }>(rows: Row[]) => rows.map(({ key: _, ...row }) => row);

describe('the rows of a loaded table', () => {
  it('hold the numbers as the inputs show them, a whole country as no state', () => {
    expect(withoutKeys(taxRowsOf(TAX))).toEqual([
      { countryCode: 'US', provinceCode: 'CA', rate: '7.25' },
      { countryCode: 'GB', provinceCode: '', rate: '20' },
    ]);
    expect(withoutKeys(shippingRowsOf(SHIPPING))).toEqual([
      { countryCode: 'US', fee: '9.95', freeOver: '99.00', transitMinDays: '2', transitMaxDays: '5' },
      { countryCode: '*', fee: '29.95', freeOver: '', transitMinDays: '6', transitMaxDays: '12' },
    ]);
  });

  it('are keyed each apart, so a removed row takes its own inputs with it', () => {
    const keys = [...taxRowsOf(TAX), ...shippingRowsOf(SHIPPING), newTaxRow()].map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gain a new shipping row before the row for everywhere else', () => {
    const rows = withNewShippingRow(shippingRowsOf(SHIPPING));
    expect(rows.map((row) => row.countryCode)).toEqual(['US', '', '*']);
    expect(withNewShippingRow([]).map((row) => row.countryCode)).toEqual(['']);
  });
});

describe('a table sent to the server', () => {
  it('is every row, numbers as numbers, no state as null', () => {
    expect(taxInput(taxRowsOf(TAX))).toEqual({ rates: TAX });
    const rows = taxRowsOf(TAX).map((row) => ({ ...row, rate: ' 8.5 ' }));
    expect(taxInput(rows).rates.map((rate) => rate.rate)).toEqual([8.5, 8.5]);
  });

  it('sends an empty free-shipping amount as never', () => {
    expect(shippingInput(shippingRowsOf(SHIPPING))).toEqual({
      rates: [
        { countryCode: 'US', fee: 9.95, freeOver: 99, transitMinDays: 2, transitMaxDays: 5 },
        { countryCode: '*', fee: 29.95, freeOver: null, transitMinDays: 6, transitMaxDays: 12 },
      ],
    });
    const [us] = shippingRowsOf(SHIPPING) as [ShippingRow];
    expect(shippingInput([{ ...us, freeOver: '  ' }]).rates[0]?.freeOver).toBeNull();
  });

  it('is not sent with a row lacking its country or its number; the first such field is named', () => {
    const rows = taxRowsOf(TAX);
    expect(taxProblem(rows, TAX_MESSAGES)).toBeNull();
    const blankRate: TaxRow = { ...rows[1]!, rate: ' ' };
    const added = newTaxRow();
    expect(taxProblem([rows[0]!, blankRate, added], TAX_MESSAGES)).toEqual({
      key: blankRate.key,
      field: 'rate',
      message: 'rate',
    });
    expect(taxProblem([...rows, added], TAX_MESSAGES)).toEqual({
      key: added.key,
      field: 'countryCode',
      message: 'country',
    });

    const shipping = withNewShippingRow(shippingRowsOf(SHIPPING));
    expect(shippingProblem(shipping, SHIPPING_MESSAGES)).toMatchObject({
      key: shipping[1]!.key,
      field: 'countryCode',
    });
    const noFee = shipping.map((row) => (row.countryCode === '' ? { ...row, countryCode: 'MX' } : row));
    expect(shippingProblem(noFee, SHIPPING_MESSAGES)).toMatchObject({ key: shipping[1]!.key, field: 'fee' });
    const noTransit = noFee.map((row) => ({ ...row, fee: '5' }));
    expect(shippingProblem(noTransit, SHIPPING_MESSAGES)).toEqual({
      key: shipping[1]!.key,
      field: 'transitMinDays',
      message: 'transit',
    });
    // No free-shipping amount is never free, not a missing one.
    const free = noTransit.map((row) => ({ ...row, transitMinDays: '1', transitMaxDays: '3' }));
    expect(shippingProblem(free, SHIPPING_MESSAGES)).toBeNull();
  });

  it('leaves out-of-range numbers and repeated places to the server, which says what is wrong', () => {
    const rows = taxRowsOf(TAX).map((row) => ({
      ...row,
      countryCode: 'US',
      provinceCode: 'CA',
      rate: '150',
    }));
    expect(taxProblem(rows, TAX_MESSAGES)).toBeNull();
  });
});

describe('unsaved changes', () => {
  const loaded = taxRowsOf(TAX);

  it('are none for the rows as loaded, in any order, however a number is written', () => {
    expect(sameTaxRows(loaded, loaded)).toBe(true);
    expect(sameTaxRows(loaded, taxRowsOf(TAX))).toBe(true);
    expect(sameTaxRows(loaded, [...loaded].reverse())).toBe(true);
    const [ca, gb] = loaded as [TaxRow, TaxRow];
    expect(
      sameTaxRows(loaded, [
        { ...ca, rate: ' 7.250' },
        { ...gb, rate: '20.00' },
      ]),
    ).toBe(true);
    const shipping = shippingRowsOf(SHIPPING);
    expect(
      sameShippingRows(
        shipping,
        shipping.map((row) => ({ ...row, fee: String(Number(row.fee)) })),
      ),
    ).toBe(true);
  });

  it('are a changed number, place or free-shipping amount, an added row and a removed one', () => {
    const [ca, gb] = loaded as [TaxRow, TaxRow];
    expect(sameTaxRows(loaded, [{ ...ca, rate: '8' }, gb])).toBe(false);
    expect(sameTaxRows(loaded, [{ ...ca, provinceCode: 'NV' }, gb])).toBe(false);
    expect(sameTaxRows(loaded, [ca, gb, newTaxRow()])).toBe(false);
    expect(sameTaxRows(loaded, [ca])).toBe(false);
    expect(sameTaxRows(loaded, [ca, { ...gb, rate: '' }])).toBe(false);
    const shipping = shippingRowsOf(SHIPPING);
    const [us, any] = shipping as [ShippingRow, ShippingRow];
    expect(sameShippingRows(shipping, [{ ...us, freeOver: '' }, any])).toBe(false);
    expect(sameShippingRows(shipping, [{ ...us, transitMaxDays: '6' }, any])).toBe(false);
    expect(sameShippingRows(shipping, withNewShippingRow(shipping))).toBe(false);
  });
});
