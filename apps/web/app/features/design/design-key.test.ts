import { api } from '@printshop/contract';
import { expect, it } from 'vitest';
import { DESIGN_KEY_HEADER } from './design-key';

it('sends the design key in the header the contract names', () => {
  expect(DESIGN_KEY_HEADER).toBe(api.DESIGN_KEY_HEADER);
});
