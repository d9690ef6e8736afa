import { describe, expect, it } from 'vitest';
import { firstFailure } from '~/lib/ordered-form';
import { EMPTY_REVIEW, reviewChecks, reviewInput, STAR_CHOICES } from './review-form';

const warnings = { starsRequired: 'stars', headlineRequired: 'title', textRequired: 'text' };
const failing = (values: Partial<typeof EMPTY_REVIEW>) =>
  firstFailure(reviewChecks(warnings), { ...EMPTY_REVIEW, ...values })?.message ?? null;

describe('the review form', () => {
  it('offers 1 to 5 stars', () => {
    expect(STAR_CHOICES).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks for the stars first, then a title, then a text that is more than spaces', () => {
    expect(failing({})).toBe('stars');
    expect(failing({ fraction: '0', title: 'Good', content: 'Good' })).toBe('stars');
    expect(failing({ fraction: '4' })).toBe('title');
    expect(failing({ fraction: '4', title: '  ' })).toBe('title');
    expect(failing({ fraction: '4', title: 'Good', content: ' \n ' })).toBe('text');
    expect(failing({ fraction: '5', title: 'Good', content: 'Sturdy' })).toBeNull();
  });

  it('sends the stars as a number and the texts trimmed', () => {
    expect(reviewInput(7, { fraction: '3', title: ' Fine ', content: ' Sturdy.\n' })).toEqual({
      orderItemId: 7,
      fraction: 3,
      title: 'Fine',
      content: 'Sturdy.',
    });
  });
});
