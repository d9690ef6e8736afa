import { describe, expect, it } from 'vitest';
import { type PriceRules, pricesFromRules, rulePriceCents } from './price-rules.ts';

const rules = (changes: Partial<PriceRules> = {}): PriceRules => ({
  base: 20,
  quantityGroup: null,
  breaks: {},
  values: {},
  ...changes,
});

describe('prices from rules', () => {
  it('adds amounts and percentages of the base to the base', () => {
    const r = rules({ values: { P2: { kind: 'percent', value: 15 }, T2: { kind: 'amount', value: 12.5 } } });
    expect(rulePriceCents(r, ['P1', 'T1'])).toBe(2000);
    expect(rulePriceCents(r, ['P2', 'T1'])).toBe(2300);
    expect(rulePriceCents(r, ['P2', 'T2'])).toBe(3550);
  });

  it('adds the percentages of several values, each of the base, not of each other', () => {
    const r = rules({ values: { A: { kind: 'percent', value: 10 }, B: { kind: 'percent', value: 10 } } });
    expect(rulePriceCents(r, ['A', 'B'])).toBe(2400);
  });

  it('takes a quantity break’s base price, with the other rules on top', () => {
    const r = rules({
      quantityGroup: 1,
      breaks: { Q1: 24, Q2: 32 },
      values: { P2: { kind: 'percent', value: 50 }, Q1: { kind: 'amount', value: 99 } },
    });
    expect(rulePriceCents(r, ['P1', 'Q1'])).toBe(2400);
    expect(rulePriceCents(r, ['P2', 'Q2'])).toBe(4800);
    // A break without a price of its own takes the base.
    expect(rulePriceCents(r, ['P1', 'Q3'])).toBe(2000);
  });

  it('rounds half up to the cent once, and never goes below a cent', () => {
    expect(rulePriceCents(rules({ base: 0.05, values: { A: { kind: 'percent', value: 10 } } }), ['A'])).toBe(
      6,
    );
    expect(
      rulePriceCents(rules({ base: 9.99, values: { A: { kind: 'percent', value: 12.5 } } }), ['A']),
    ).toBe(1124);
    expect(rulePriceCents(rules({ values: { A: { kind: 'amount', value: -50 } } }), ['A'])).toBe(1);
    expect(rulePriceCents(rules({ values: { A: { kind: 'percent', value: -100 } } }), ['A'])).toBe(1);
    expect(rulePriceCents(rules({ base: 0 }), [])).toBe(1);
  });

  it('prices every combination, in the matrix’s order, by its codes', () => {
    const prices = pricesFromRules(
      rules({ values: { B: { kind: 'amount', value: 1 }, Y: { kind: 'amount', value: 0.5 } } }),
      [{ values: [{ code: 'A' }, { code: 'B' }] }, { values: [{ code: 'X' }, { code: 'Y' }] }],
    );
    expect([...prices]).toEqual([
      ['AX', 20],
      ['AY', 20.5],
      ['BX', 21],
      ['BY', 21.5],
    ]);
    expect([...pricesFromRules(rules(), [])]).toEqual([['', 20]]);
  });
});
