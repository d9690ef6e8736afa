import { ENDPOINTS } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { inputFields } from '../test/contract-inputs.ts';
import { fieldTextAt } from './fields.ts';

describe('field names', () => {
  it('every input field of every call has a label in English and Chinese', () => {
    const unnamed = ENDPOINTS.flatMap((endpoint) =>
      inputFields(endpoint.input)
        .filter(({ path }) => {
          const text = fieldTextAt(endpoint.path, path);
          return (
            !text?.label.en || !text.label.zh || (text.required && (!text.required.en || !text.required.zh))
          );
        })
        .map(({ path }) => `${endpoint.path} ${path.join('.')}`),
    );
    expect(unnamed).toEqual([]);
  });
});
