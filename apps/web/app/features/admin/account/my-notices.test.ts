import { describe, expect, it } from 'vitest';
import { noticesInput } from './my-notices';

describe('noticesInput', () => {
  const offered = ['orderPaid', 'proofApproved', 'changesRequested'] as const;

  it('sends the ticked notices in the order they are offered', () => {
    expect(noticesInput(['changesRequested', 'orderPaid'], offered)).toEqual({
      notices: ['orderPaid', 'changesRequested'],
    });
    expect(noticesInput([], offered)).toEqual({ notices: [] });
  });

  it('reads a lone box’s value or false, and nothing that was not offered', () => {
    expect(noticesInput('orderPaid', ['orderPaid'])).toEqual({ notices: ['orderPaid'] });
    expect(noticesInput(false, ['orderPaid'])).toEqual({ notices: [] });
    expect(noticesInput(['proofApproved'], ['orderPaid'])).toEqual({ notices: [] });
  });
});
