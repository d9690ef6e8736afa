import type { admin } from '@printshop/contract';
import type { Db } from '../db/client.ts';
import { DEMO_STAFF } from '../modules/staff/demo-staff.ts';
import { createStaff } from '../modules/staff/service.ts';

/** The demo staff, and their ids by role (the demo orders' history names them). */
export async function seedDemoStaff(db: Db): Promise<Record<admin.StaffRole, number>> {
  const ids = {} as Record<admin.StaffRole, number>;
  for (const member of DEMO_STAFF) ids[member.role] = await createStaff(db, member);
  return ids;
}
