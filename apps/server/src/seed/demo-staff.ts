import type { admin } from '@printshop/contract';
import type { Db } from '../db/client.ts';
import { createStaff } from '../modules/staff/service.ts';

/** The demo shop's staff, one per role, as the README lists them. A real shop starts without. */
export const DEMO_STAFF: { email: string; name: string; role: admin.StaffRole; password: string }[] = [
  { email: 'owner@inkfold.example', name: 'Olivia Park', role: 'owner', password: 'owner-password-1' },
  { email: 'press@inkfold.example', name: 'Marco Reyes', role: 'production', password: 'press-password-1' },
  { email: 'help@inkfold.example', name: 'Hannah Lee', role: 'support', password: 'help-password-1' },
];

/** Email → password of every demo staff member, to warn a production server that still has them. */
export const DEMO_STAFF_PASSWORDS = Object.fromEntries(
  DEMO_STAFF.map((member) => [member.email, member.password]),
);

/** The demo staff, and their ids by role (the demo orders' history names them). */
export async function seedDemoStaff(db: Db): Promise<Record<admin.StaffRole, number>> {
  const ids = {} as Record<admin.StaffRole, number>;
  for (const member of DEMO_STAFF) ids[member.role] = await createStaff(db, member);
  return ids;
}
