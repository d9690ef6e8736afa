import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from './admin-routes.ts';
import { encodeRequest, routeHref } from './request.ts';
import { API_ROUTES } from './routes.ts';

describe('encodeRequest', () => {
  it('fills each :name from the input’s field of that name, encoded, and leaves it out of the rest', () => {
    expect(
      encodeRequest(
        { method: 'GET', path: '/api/admin/orders/:id/items/:itemId' },
        { id: 41, itemId: 'a/b c', page: 2 },
      ),
    ).toEqual({ method: 'GET', url: '/api/admin/orders/41/items/a%2Fb%20c?page=2' });
    expect(encodeRequest(ADMIN_ROUTES.adminStaffUpdate, { id: 7, role: 'support', active: false })).toEqual({
      method: 'PATCH',
      url: '/api/admin/staff/7',
      body: '{"role":"support","active":false}',
      contentType: 'application/json',
    });
  });

  it('writes a GET’s fields as its query, the language last, leaving out what is not given', () => {
    expect(
      encodeRequest(API_ROUTES.getOrderDetail, { orderId: 41, orderItemId: undefined, q: null }, 'zh'),
    ).toEqual({
      method: 'GET',
      url: '/api/order/getOrderDtl?orderId=41&lang=zh',
    });
    expect(encodeRequest(API_ROUTES.cartQty).url).toBe('/api/cartadvanced/querycartqty');
  });

  it('writes a list as repeated fields and an object as JSON in a form', () => {
    expect(encodeRequest(API_ROUTES.cartEdit, { id: 7, tags: ['a', 'b'], extra: { x: 1 } })).toEqual({
      method: 'POST',
      url: '/api/cartadvanced/edit',
      body: 'id=7&tags=a&tags=b&extra=%7B%22x%22%3A1%7D',
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('sends a file as a file part and the other fields as text, the sender writing the content type', () => {
    const file = new File(['proof'], 'proof.png', { type: 'image/png' });
    const { url, body, contentType } = encodeRequest(ADMIN_ROUTES.sendProof, {
      itemId: 7,
      message: 'Check',
      file,
    });
    expect(url).toBe('/api/admin/items/7/proofs');
    expect(contentType).toBeUndefined();
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['message', 'file']);
    expect(form.get('file')).toMatchObject({ name: 'proof.png', size: 5 });
  });

  it('sends a lone surrogate in a path as the UTF-8 of U+FFFD, as a lenient client would', () => {
    expect(encodeRequest(ADMIN_ROUTES.adminOrderDetail, { id: '\uD800' }).url).toBe(
      '/api/admin/orders/%ef%bf%bd',
    );
  });
});

describe('routeHref', () => {
  it('is a link to a call, its path filled and the rest with the language as the query', () => {
    expect(routeHref(ADMIN_ROUTES.itemTicket, { itemId: 12 }, 'zh')).toBe(
      '/api/admin/items/12/ticket?lang=zh',
    );
    expect(routeHref(ADMIN_ROUTES.adminOrdersCsv, { state: 'printing', q: undefined }, 'en')).toBe(
      '/api/admin/orders.csv?state=printing&lang=en',
    );
  });
});
