import { admin, type Endpoint } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { calledNames, isBackOffice, sourceFiles } from '~/lib/source-files';
import { ADMIN_ENDPOINTS } from './admin-endpoints';

const contract = admin as unknown as Record<string, Endpoint | undefined>;

describe('the back office’s endpoints', () => {
  it('are staff calls: each needs a staff session, but the log-in that opens one', () => {
    for (const name of Object.keys(ADMIN_ENDPOINTS)) {
      const needsStaff = contract[name]?.staff !== undefined;
      expect(needsStaff, name).toBe(name !== 'adminLogin');
    }
  });

  it('are each called somewhere in the back office, and every call there is one of them', () => {
    const backOffice = sourceFiles().filter(isBackOffice);
    expect([...calledNames(backOffice, 'ADMIN_ENDPOINTS')].sort()).toEqual(
      Object.keys(ADMIN_ENDPOINTS).sort(),
    );
  });
});
