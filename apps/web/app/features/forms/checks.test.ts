import { api } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { firstFailure } from '~/lib/ordered-form';
import {
  contactBody,
  contactChecks,
  EMPTY_CONTACT,
  EMPTY_QUOTE,
  quantityFails,
  quoteBody,
  quoteChecks,
} from './checks';

const quoteMessages = { name: 'name', email: 'email', content: 'content', quantity: 'quantity' };
const contactMessages = { name: 'name', mobile: 'mobile', email: 'email', content: 'content' };

describe('quote checks', () => {
  const first = (values: Partial<typeof EMPTY_QUOTE>) =>
    firstFailure(quoteChecks(quoteMessages), { ...EMPTY_QUOTE, ...values })?.message ?? null;

  it('asks for the name, then the email, then the remark', () => {
    expect(first({})).toBe('name');
    expect(first({ appellation: '  ' })).toBe('name');
    expect(first({ appellation: 'Ada' })).toBe('email');
    expect(first({ appellation: 'Ada', email: 'ada@example.com' })).toBe('content');
    expect(first({ appellation: 'Ada', email: 'ada@example.com', content: 'Boxes' })).toBeNull();
  });

  it('takes an empty quantity, or a whole number the server accepts', () => {
    for (const ok of ['', ' ', '1', '500', String(api.QUOTE_MAX_QTY)]) expect(quantityFails(ok)).toBe(false);
    for (const bad of ['0', '-5', '2.5', '1e3', 'many', String(api.QUOTE_MAX_QTY + 1)]) {
      expect(quantityFails(bad)).toBe(true);
    }
  });

  it('sends the quantity as a number and the uploads comma-joined', () => {
    const body = quoteBody(
      { ...EMPTY_QUOTE, appellation: ' Ada ', email: 'ada@example.com', content: 'x', qty: ' 250 ' },
      ['/uploads/a.png', '/uploads/b.jpg'],
    );
    expect(body).toMatchObject({ appellation: 'Ada', qty: 250, fileurl: '/uploads/a.png,/uploads/b.jpg' });
    // An empty quantity is left out of the JSON, which the server reads as not given.
    expect(quoteBody(EMPTY_QUOTE, [])).toMatchObject({ qty: undefined, fileurl: '', daterequirements: '' });
  });
});

describe('contact checks', () => {
  const first = (values: Partial<typeof EMPTY_CONTACT>) =>
    firstFailure(contactChecks(contactMessages), { ...EMPTY_CONTACT, ...values })?.message ?? null;

  it('asks for the name, the phone, the email and the message in that order; the company is optional', () => {
    expect(first({})).toBe('name');
    expect(first({ name: 'Li' })).toBe('mobile');
    expect(first({ name: 'Li', mobile: '555' })).toBe('email');
    expect(first({ name: 'Li', mobile: '555', email: 'li@example.com' })).toBe('content');
    expect(first({ name: 'Li', mobile: '555', email: 'li@example.com', content: 'Hi' })).toBeNull();
  });

  it('sends every field trimmed', () => {
    expect(
      contactBody({
        name: ' Li ',
        mobile: ' 555 ',
        companyname: ' ',
        email: ' li@example.com ',
        content: ' Hi ',
      }),
    ).toEqual({ name: 'Li', mobile: '555', companyname: '', email: 'li@example.com', content: 'Hi' });
  });
});
