import type { admin } from '@printshop/contract';

/**
 * The demo shop's staff, one per role, as the README lists them: the seed makes them, and a
 * production server that still has one of these passwords says so (docs/staff.md). A real shop
 * starts without them.
 */
export const DEMO_STAFF: { email: string; name: string; role: admin.StaffRole; password: string }[] = [
  { email: 'owner@inkfold.example', name: 'Olivia Park', role: 'owner', password: 'owner-password-1' },
  { email: 'press@inkfold.example', name: 'Marco Reyes', role: 'production', password: 'press-password-1' },
  { email: 'help@inkfold.example', name: 'Hannah Lee', role: 'support', password: 'help-password-1' },
];

/** Email → password of every demo staff member, to warn a production server that still has them. */
export const DEMO_STAFF_PASSWORDS = Object.fromEntries(
  DEMO_STAFF.map((member) => [member.email, member.password]),
);
