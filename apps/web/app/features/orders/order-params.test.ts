import { ORDER_FILTER } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { orderDetailHref, orderListHref, parseOrderDetailParams, parseOrderListParams } from './order-params';

const list = (search: string) => parseOrderListParams(new URLSearchParams(search));
const detail = (search: string) => parseOrderDetailParams(new URLSearchParams(search));

describe('parseOrderListParams', () => {
  it('defaults to all orders, no search, page 1', () => {
    expect(list('')).toEqual({ sta: ORDER_FILTER.all, q: '', page: 1 });
  });

  it('reads the filter, the search text and the page', () => {
    expect(list('sta=0&q=%20IP2026%20&page=3')).toEqual({ sta: ORDER_FILTER.onHold, q: 'IP2026', page: 3 });
    expect(list('sta=1').sta).toBe(ORDER_FILTER.open);
  });

  it('ignores filters and pages that do not exist', () => {
    for (const sta of ['3', '-1', '', 'x', '1.5']) expect(list(`sta=${sta}`).sta).toBe(ORDER_FILTER.all);
    for (const page of ['0', '-2', 'two', '1e3', '']) expect(list(`page=${page}`).page).toBe(1);
  });

  it('cuts the search text to the 70 characters the API takes', () => {
    expect(list(`q=${'a'.repeat(80)}`).q).toHaveLength(70);
  });

  it('drops a search text the API would refuse as unstorable', () => {
    expect(list('q=IP%00').q).toBe('');
    expect(list('q=%E5%90%8D%E7%89%87').q).toBe('名片');
  });
});

describe('orderListHref', () => {
  it('leaves the defaults out of the address', () => {
    expect(orderListHref({ sta: ORDER_FILTER.all, q: '', page: 1 })).toBe('/order');
  });

  it('keeps filter, search and page, and reads back the same', () => {
    const params = { sta: ORDER_FILTER.onHold, q: 'cards & labels', page: 2 };
    const href = orderListHref(params);
    expect(href).toBe('/order?sta=0&q=cards+%26+labels&page=2');
    expect(list(href.slice('/order?'.length))).toEqual(params);
  });
});

describe('parseOrderDetailParams', () => {
  it('reads the order and the item', () => {
    expect(detail('no=12&oid=34')).toEqual({ orderId: 12, itemId: 34 });
    expect(detail(orderDetailHref(5, 6).split('?')[1]!)).toEqual({ orderId: 5, itemId: 6 });
  });

  it('leaves the item to the API when the address names none', () => {
    expect(detail('no=12')).toEqual({ orderId: 12, itemId: undefined });
    expect(detail('no=12&oid=')).toEqual({ orderId: 12, itemId: undefined });
  });

  it('finds nothing to show for a missing or malformed order or item', () => {
    for (const search of ['', 'no=', 'no=abc', 'no=0', 'no=-3', 'no=1.5', 'no=12&oid=x', 'no=12&oid=0'])
      expect(detail(search), search).toBeNull();
  });
});
