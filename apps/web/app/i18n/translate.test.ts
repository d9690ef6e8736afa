import { describe, expect, it } from 'vitest';
import { en } from './en';
import { createTranslate } from './i18n';

const t = createTranslate('en', en);

describe('createTranslate', () => {
  it('finds a message by its dotted path', () => {
    expect(t('header.openMenu')).toBe(en.header.openMenu);
    expect(t('ordersPage.itemState.awaiting_review')).toBe('Checking your files');
  });

  it('fills placeholders with strings and numbers, leaving those given no value as written', () => {
    expect(t('storefront.common.from', { price: '$5.00' })).toBe('From $5.00');
    expect(t('storefront.artwork.pixelsValue', { width: 1050, height: 600 })).toBe(
      '1050 × 600 px at {{ppi}} ppi',
    );
    expect(t('storefront.common.from')).toBe('From {{price}}');
  });

  it('picks the English form by count: one for 1 only', () => {
    expect(t('storefront.common.reviews', { count: 1 })).toBe('1 review');
    expect(t('storefront.common.reviews', { count: 0 })).toBe('0 reviews');
    expect(t('storefront.common.reviews', { count: 2 })).toBe('2 reviews');
    expect(t('storefront.pagination.total', { count: 1 })).toBe('Total 1');
  });

  it('always picks the other form in Chinese', () => {
    // The English catalogue, whose two forms differ, read by Chinese rules.
    expect(createTranslate('zh', en)('storefront.common.reviews', { count: 1 })).toBe('1 reviews');
  });

  it('returns a key it has no message for', () => {
    // @ts-expect-error the key is not in the catalogue
    expect(t('header.noSuchKey')).toBe('header.noSuchKey');
    // @ts-expect-error a section is not a message
    expect(t('header')).toBe('header');
    // @ts-expect-error a counted message is asked for with its count
    expect(t('storefront.common.reviews')).toBe('storefront.common.reviews');
  });
});
