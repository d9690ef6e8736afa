import type { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { type OfferValues, offerInput, offerProblem, offerTotal, offerValuesOf } from './offer-form';

const quote: admin.AdminQuote = {
  id: 7,
  reference: 'Q000007',
  createTime: '2026-01-02T10:00:00.000Z',
  status: 'new',
  appellation: 'Ada Lovelace',
  email: 'ada@example.com',
  companyName: '',
  productName: 'Kraft boxes',
  offerTotal: null,
  validUntil: null,
  lang: 'en',
  mobile: '',
  qty: 500,
  material: '',
  processing: '',
  dateRequirements: null,
  content: 'Boxes with a logo',
  files: [],
  member: null,
  offer: null,
  decline: null,
  order: null,
};

const messages = {
  title: (n: number) => `title ${n}`,
  quantity: (n: number) => `quantity ${n}`,
  price: (n: number) => `price ${n}`,
  validUntil: 'last day',
};

describe('the offer form', () => {
  it('starts from what the customer asked for, valid two weeks', () => {
    expect(offerValuesOf(quote, '2026-01-30')).toEqual({
      lines: [{ title: 'Kraft boxes', quantity: '500', price: '' }],
      validUntil: '2026-02-13',
      message: '',
    });
  });

  it('starts a new offer from the one sent, with a last day not in the past', () => {
    const offered: admin.AdminQuote = {
      ...quote,
      status: 'expired',
      validUntil: '2026-01-10',
      offer: {
        lines: [{ title: 'Boxes', quantity: 500, price: 420.5 }],
        message: 'Ships in a week',
        offerTime: '2026-01-03T10:00:00.000Z',
        offeredBy: null,
      },
    };
    expect(offerValuesOf(offered, '2026-01-30')).toEqual({
      lines: [{ title: 'Boxes', quantity: '500', price: '420.50' }],
      validUntil: '2026-02-13',
      message: 'Ships in a week',
    });
    expect(
      offerValuesOf({ ...offered, status: 'offered', validUntil: '2026-02-01' }, '2026-01-30').validUntil,
    ).toBe('2026-02-01');
  });

  it('names the first problem, line by line, then the last day', () => {
    const line = { title: 'Boxes', quantity: '500', price: '420.50' };
    const values = (lines: OfferValues['lines'], validUntil = '2026-02-01'): OfferValues => ({
      lines,
      validUntil,
      message: '',
    });
    expect(offerProblem(values([line]), messages)).toBeNull();
    expect(offerProblem(values([line, { ...line, title: ' ' }]), messages)).toBe('title 2');
    for (const quantity of ['', '0', '2.5', '-1', 'many']) {
      expect(offerProblem(values([{ ...line, quantity }]), messages), quantity).toBe('quantity 1');
    }
    for (const price of ['', '0', '0.001', '1,000', 'free', '-3']) {
      expect(offerProblem(values([{ ...line, price }]), messages), price).toBe('price 1');
    }
    expect(offerProblem(values([line], ''), messages)).toBe('last day');
  });

  it('totals the prices typed, and sends numbers', () => {
    const lines = [
      { title: ' Boxes ', quantity: ' 500 ', price: '420.5' },
      { title: 'Die', quantity: '1', price: '80.10' },
    ];
    expect(offerTotal(lines)).toBe(500.6);
    expect(offerTotal([...lines, { title: '', quantity: '', price: 'x' }])).toBe(500.6);
    expect(offerInput({ lines, validUntil: '2026-02-01', message: ' Thanks ' })).toEqual({
      lines: [
        { title: 'Boxes', quantity: 500, price: 420.5 },
        { title: 'Die', quantity: 1, price: 80.1 },
      ],
      validUntil: '2026-02-01',
      message: 'Thanks',
    });
  });
});
