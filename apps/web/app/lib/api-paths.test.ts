import { api } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { API_PATH } from './api-paths';

describe('browser API paths', () => {
  it('are the contract endpoints of the same name', () => {
    for (const [name, path] of Object.entries(API_PATH)) {
      expect(path, name).toBe(api[name as keyof typeof API_PATH].path);
    }
  });
});
