import { admin, type Lang, toFixed2 } from '@printshop/contract';
import type { Db } from '../../../db/client.ts';
import { interpolate } from '../../../i18n/interpolate.ts';
import { ORDER_CSV_HEADERS, type OrderCsvColumn } from '../../../i18n/order-csv.ts';
import { type CsvValue, toCsv } from '../../../lib/csv.ts';
import { shopDateTime } from '../../../lib/shop-days.ts';
import { type Named, withRegionNames } from '../../addresses/region-names.ts';
import type { AddressSnapshot } from '../tables.ts';
import { type OrderFilters, orderSearch } from './filters.ts';
import { type OrderRow, orderRows } from './list.ts';

type CsvRow = OrderRow & { shipTo: Named<AddressSnapshot> };

/** A time as the shop's clock showed it, which the header names: a spreadsheet reads it as a date and time. */
const dateTime = (iso: string | null, timeZone: string) => (iso ? shopDateTime(new Date(iso), timeZone) : '');
const joined = (values: readonly string[]) => values.join('; ');

const COLUMNS: Record<OrderCsvColumn, (row: CsvRow, timeZone: string) => CsvValue> = {
  orderNo: (row) => row.orderNo,
  createTime: (row, timeZone) => dateTime(row.createTime, timeZone),
  paidTime: (row, timeZone) => dateTime(row.paidTime, timeZone),
  paymentStatus: (row) => row.paymentStatus,
  cancelled: (row) => row.cancelled,
  email: (row) => row.customer.email,
  customer: (row) => row.customer.name,
  itemCount: (row) => row.itemCount,
  products: (row) => joined(row.productNames),
  states: (row) => joined(row.states),
  late: (row) => row.late,
  total: (row) => toFixed2(row.totalAmount),
  shipTo: (row) => `${row.shipTo.firstname} ${row.shipTo.lastname}`.trim(),
  company: (row) => row.shipTo.companyName,
  street: (row) => [row.shipTo.address, row.shipTo.remark].filter(Boolean).join(', '),
  city: (row) => row.shipTo.city,
  province: (row) => row.shipTo.province,
  postalcode: (row) => row.shipTo.postalcode,
  country: (row) => row.shipTo.country,
  phone: (row) => row.shipTo.phone,
};

const columns = Object.keys(ORDER_CSV_HEADERS) as OrderCsvColumn[];

/**
 * The orders the filters pick as CSV, headers and places in the reader's language, at most
 * admin.ADMIN_ORDER_LIMITS.csvRows of them in the chosen order: four queries in all.
 */
export async function ordersCsv(db: Db, lang: Lang, filters: OrderFilters): Promise<string> {
  const rows = await orderRows(db, lang, filters, await orderSearch(db, filters), {
    limit: admin.ADMIN_ORDER_LIMITS.csvRows,
    offset: 0,
  });
  const places = await withRegionNames(
    db,
    lang,
    rows.map((row) => row.shippingAddress),
  );
  const csvRows = rows.map((row, index) => ({ ...row, shipTo: places[index]! }));
  return toCsv([
    columns.map((column) => interpolate(ORDER_CSV_HEADERS[column][lang], { zone: filters.timeZone })),
    ...csvRows.map((row) => columns.map((column) => COLUMNS[column](row, filters.timeZone))),
  ]);
}
