import { api } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { ORDER_API } from './order-api';

describe('order API paths', () => {
  it('are the contract endpoints of the same name', () => {
    for (const [name, path] of Object.entries(ORDER_API)) {
      expect(path, name).toBe(api[name as keyof typeof ORDER_API].path);
    }
  });
});
