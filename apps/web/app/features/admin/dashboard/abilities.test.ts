import { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_CALLS, abilitiesOf } from './abilities';

describe('abilitiesOf', () => {
  it.each(admin.STAFF_ROLES)('lists every permission a call of the %s role needs', (role) => {
    for (const call of ADMIN_CALLS) {
      if (call.staff !== 'session' && admin.can(role, call.staff)) {
        expect(abilitiesOf(role)).toContain(call.staff);
      }
    }
  });

  it.each(admin.STAFF_ROLES)('offers the %s role nothing that no call needs', (role) => {
    for (const permission of abilitiesOf(role)) {
      expect(admin.can(role, permission)).toBe(true);
      expect(ADMIN_CALLS.some((call) => call.staff === permission)).toBe(true);
    }
  });

  it('gives support staff the order pages and their notes', () => {
    expect(abilitiesOf('support')).toEqual(expect.arrayContaining(['orders.read', 'orders.note']));
    expect(abilitiesOf('support')).not.toContain('production.move');
  });
});
