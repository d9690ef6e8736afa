import { describe, expect, it } from 'vitest';
import { newRulesForm, rulesOf } from './price-rules-form';

describe('the rules panel’s inputs', () => {
  it('read as rules: the base, the quantity group, its breaks and the other values’ rules', () => {
    expect(
      rulesOf({
        base: ' 20 ',
        quantityGroup: '1',
        breaks: { Q1: '24', Q2: '' },
        values: {
          P2: { kind: 'percent', value: '15' },
          T2: { kind: 'amount', value: '12.50' },
          P1: { kind: 'amount', value: '' },
        },
      }),
    ).toEqual({
      base: 20,
      quantityGroup: 1,
      breaks: { Q1: 24 },
      values: {
        P2: { kind: 'percent', value: 15 },
        T2: { kind: 'amount', value: 12.5 },
        P1: { kind: 'amount', value: 0 },
      },
    });
    expect(rulesOf({ ...newRulesForm(), base: '0' })).toEqual({
      base: 0,
      quantityGroup: null,
      breaks: {},
      values: {},
    });
  });

  it('are refused without a base, or with a figure of more than two decimals or none', () => {
    expect(rulesOf(newRulesForm())).toBeNull();
    expect(rulesOf({ ...newRulesForm(), base: '-1' })).toBeNull();
    expect(rulesOf({ ...newRulesForm(), base: '1.005' })).toBeNull();
    expect(rulesOf({ ...newRulesForm(), base: '1', breaks: { Q1: 'abc' } })).toBeNull();
    expect(rulesOf({ ...newRulesForm(), base: '1', breaks: { Q1: '-2' } })).toBeNull();
    expect(
      rulesOf({ ...newRulesForm(), base: '1', values: { A: { kind: 'percent', value: '1.234' } } }),
    ).toBeNull();
  });
});
