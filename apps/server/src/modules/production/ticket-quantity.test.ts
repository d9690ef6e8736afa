import { describe, expect, it } from 'vitest';
import { printQuantity } from './ticket-quantity.ts';

const paper = { key: { en: 'Paper', zh: '纸张' }, value: { en: '14 pt matte', zh: '14磅哑光卡纸' } };
const pack = (en: string, zh: string) => ({ key: { en: 'Quantity', zh: '数量' }, value: { en, zh } });

describe('printQuantity', () => {
  it('multiplies the pack the customer chose by the packs they ordered, and drops it from the options', () => {
    expect(printQuantity([paper, pack('500', '500 张')], 2, 'en')).toEqual({
      quantity: '1,000',
      options: [{ key: 'Paper', value: '14 pt matte' }],
    });
    expect(printQuantity([pack('1,000', '1,000 张'), paper], 3, 'zh')).toEqual({
      quantity: '3,000 张',
      options: [{ key: '纸张', value: '14磅哑光卡纸' }],
    });
  });

  it('counts pieces by qty when the product has no quantity option', () => {
    expect(printQuantity([paper], 4, 'en')).toEqual({
      quantity: '4',
      options: [{ key: 'Paper', value: '14 pt matte' }],
    });
  });

  it('keeps an option named Quantity that is not a number, and reads the English pack when the Chinese has none', () => {
    const free = { key: { en: 'Quantity' }, value: { en: 'As many as fit' } };
    expect(printQuantity([free], 2, 'en')).toEqual({
      quantity: '2',
      options: [{ key: 'Quantity', value: 'As many as fit' }],
    });
    expect(printQuantity([pack('250', '二百五十张')], 2, 'zh').quantity).toBe('500');
  });
});
