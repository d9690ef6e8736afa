import type { admin } from '@printshop/contract';
import type { AdminCallInput } from '../lib/admin-endpoints';

/** The notices form's values: the boxes ticked, as the form holds them. */
export interface NoticesValues {
  notices: admin.StaffNotice[];
}

/**
 * The call's input from the ticked boxes, in the order they are offered. A form holds one box's
 * value as text or false and several as a list: any of them reads the same here.
 */
export function noticesInput(
  ticked: NoticesValues['notices'] | string | false,
  offered: readonly admin.StaffNotice[],
): AdminCallInput<'adminSaveMyNotices'> {
  const values: readonly string[] = Array.isArray(ticked) ? ticked : ticked ? [ticked] : [];
  return { notices: offered.filter((notice) => values.includes(notice)) };
}
