import { describe, expect, it } from 'vitest';
import { savedDesignHref } from './saved-design-href';

describe('the link that opens a saved design', () => {
  it('names the product, the design and its template', () => {
    expect(savedDesignHref({ id: 4, productNo: 'BC 1', templateId: 9 })).toBe(
      '/design?productNo=BC%201&design=4&template=9',
    );
  });

  it('leaves the template out when it started blank', () => {
    expect(savedDesignHref({ id: 4, productNo: 'BC1', templateId: null })).toBe(
      '/design?productNo=BC1&design=4',
    );
  });
});
