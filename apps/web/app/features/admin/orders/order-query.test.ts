import { describe, expect, it } from 'vitest';
import {
  LATE_ORDERS,
  ordersCsvHref,
  ordersPath,
  ordersQueryOf,
  ordersSearch,
  selectionCsvHref,
  sortingOf,
  sortOf,
} from './order-query';

const query = (search: string) => ordersQueryOf(new URLSearchParams(search));

describe('the orders list’s address', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      query(
        'stage=1&state=printing&payment=paid&q=%20Acme%20&from=2026-11-01&to=2026-11-30&sort=total&dir=asc&page=3',
      ),
    ).toEqual({
      stage: 1,
      state: 'printing',
      payment: 'paid',
      q: 'Acme',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'total',
      dir: 'asc',
      page: 3,
    });
  });

  it('shows the whole list newest first when it says nothing', () => {
    expect(query('')).toEqual({
      stage: undefined,
      state: undefined,
      payment: undefined,
      q: '',
      from: undefined,
      to: undefined,
      sort: 'createTime',
      dir: 'desc',
      page: 1,
    });
  });

  it('drops what the list cannot take, rather than have the server refuse the view', () => {
    expect(
      query('stage=7&state=lost&payment=free&from=2026-02-30&to=yesterday&sort=customer&dir=up&page=0'),
    ).toEqual(query(''));
    expect(query('page=2.5').page).toBe(1);
    expect(query(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes back only what differs from the defaults, and reads back the same view', () => {
    expect(ordersSearch(query(''))).toBe('');
    expect(ordersPath(query('sort=createTime&dir=desc&page=1&q='))).toBe('/admin/orders');
    const linked =
      'stage=0&state=approved&payment=pending&q=Acme+Ltd&from=2026-11-01&to=2026-11-30&sort=orderNo&dir=asc&page=2';
    expect(ordersSearch(query(linked))).toBe(`?${linked}`);
    expect(query(ordersSearch(query(linked)))).toEqual(query(linked));
  });

  it('exports the same filters and order as CSV, without the page, in the page’s language', () => {
    expect(ordersCsvHref(query('state=printing&q=Acme&sort=total&page=4'), 'zh')).toBe(
      '/api/admin/orders.csv?state=printing&q=Acme&sort=total&lang=zh',
    );
    expect(ordersCsvHref(query(''), 'en')).toBe('/api/admin/orders.csv?lang=en');
  });

  it('reads the late filter only as late=1, and links the late orders by due date', () => {
    expect(query('late=1').late).toBe(1);
    expect(query('late=yes').late).toBeUndefined();
    expect(LATE_ORDERS).toBe('/admin/orders?late=1&sort=due&dir=asc');
    expect(query(LATE_ORDERS.split('?')[1]!)).toMatchObject({ late: 1, sort: 'due', dir: 'asc' });
  });

  it('exports a selection by its ids, in the view’s order', () => {
    expect(selectionCsvHref([12, 7], query('sort=due&dir=asc&state=approved'), 'en')).toBe(
      '/api/admin/orders.csv?ids=12%2C7&sort=due&dir=asc&lang=en',
    );
  });
});

describe('the table’s sorting', () => {
  it('is the view’s sort as one column', () => {
    expect(sortingOf({ sort: 'total', dir: 'asc' })).toEqual([{ id: 'total', desc: false }]);
    expect(sortingOf({ sort: 'createTime', dir: 'desc' })).toEqual([{ id: 'createTime', desc: true }]);
  });

  it('asks the list for the column clicked, and keeps the view’s sort for any other column', () => {
    const current = { sort: 'createTime', dir: 'desc' } as const;
    expect(sortOf([{ id: 'orderNo', desc: false }], current)).toEqual({ sort: 'orderNo', dir: 'asc' });
    expect(sortOf([{ id: 'customer', desc: false }], current)).toEqual(current);
    expect(sortOf([], current)).toEqual(current);
  });
});
