import { api, type Endpoint, type Lang } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { inputMessage } from './input-message.ts';

/** The message of the first problem of `input` to `endpoint`, as a 400 would carry it. */
function messageFor(endpoint: Endpoint, input: unknown, lang: Lang = 'en'): string {
  const result = endpoint.input.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('the input was accepted');
  return inputMessage(result.error.issues[0]!, endpoint.path, lang);
}

const address = {
  type: 1,
  email: 'a@example.com',
  firstname: 'A',
  lastname: 'B',
  countryCode: 'US',
  address: '1 Main St',
  city: 'Town',
  postalcode: '12345',
  phone: '555',
};

describe('the message of a refused input', () => {
  it.each([
    [
      'an empty field, in docs/product.md words',
      api.updateAccount,
      { firstname: ' ' },
      'Please enter your first name',
    ],
    ['an empty field, in the template', api.login, { email: 'a@example.com' }, 'Please input password'],
    [
      'a field named differently by one form',
      api.updatePassword,
      { odlpassword: 'x' },
      'Please enter the new password',
    ],
    [
      'a field in the order of docs/product.md',
      api.addAddress,
      { ...address, address: '', city: '' },
      'Please enter the street address',
    ],
    [
      'too long text',
      api.login,
      { email: `${'a'.repeat(50)}@x.co`, password: 'x' },
      'Email is too long (at most 50 characters)',
    ],
    [
      'too short text',
      api.newPassword,
      { ckey: 'k', newpassword: 'short' },
      'New password must have at least 8 characters',
    ],
    ['a malformed email', api.forgotPassword, { email: 'nobody' }, 'Please input a valid email address'],
    [
      'a malformed date',
      api.addQuote,
      { appellation: 'A', email: 'a@b.co', content: 'c', daterequirements: 'soon' },
      'Date requirement must be a date written as YYYY-MM-DD',
    ],
    ['text for a number', api.cartEdit, { id: 1, productNum: 'lots' }, 'Please enter a number for quantity'],
    [
      'a fraction for a whole number',
      api.cartEdit,
      { id: 1, productNum: '1.5' },
      'Please enter a whole number for quantity',
    ],
    ['a number too small', api.cartEdit, { id: 1, productNum: '0' }, 'Quantity must be at least 1'],
    ['an id no list offers', api.cartDelete, { id: '2147483648' }, 'Please choose cart item'],
    [
      'a choice in its form’s own words',
      api.queryRegion,
      { pid: 'abc', level: 2 },
      'Please choose a country or region',
    ],
    [
      'a list too long',
      api.addQuote,
      {
        appellation: 'A',
        email: 'a@b.co',
        content: 'c',
        fileurl: Array.from({ length: 11 }, (_, i) => `/uploads/${String(i).padStart(32, '0')}.png`).join(
          ',',
        ),
      },
      'Please give at most 10 design files',
    ],
    ['a value not offered', api.addAddress, { ...address, type: 3 }, 'Please choose address type'],
    [
      'text the database cannot store',
      api.productSearch,
      { productName: 'card\u0000' },
      'Search text contains characters that are not allowed',
    ],
    [
      'a nested field',
      api.createOrder,
      { cartjson: [{ cartId: 1, productNum: 'x' }] },
      'Please enter a number for quantity',
    ],
    ['an empty choice', api.createOrder, { cartjson: [] }, 'Please choose cart items'],
    ['a list where text belongs', api.addSuggestion, { name: ['a', 'b'] }, 'Please check name'],
    ['a body that is not an object', api.login, ['email'], 'This request is not valid'],
  ])('%s', (_, endpoint, input, message) => {
    expect(messageFor(endpoint, input)).toBe(message);
  });

  it('speaks Chinese to a Chinese request', () => {
    expect(messageFor(api.updateAccount, {}, 'zh')).toBe('请输入您的名字');
    expect(messageFor(api.login, { email: 'a@example.com' }, 'zh')).toBe('请输入密码');
    expect(messageFor(api.cartEdit, { id: 1, productNum: '0' }, 'zh')).toBe('数量不能小于 1');
    expect(messageFor(api.cartEdit, { id: 1, productNum: 'x' }, 'zh')).toBe('请为数量填写数字');
    expect(messageFor(api.queryRegion, { pid: 'abc', level: 2 }, 'zh')).toBe('请选择国家或地区');
    expect(messageFor(api.productSearch, { productName: '\u0000' }, 'zh')).toBe('搜索内容包含不允许的字符');
  });
});
