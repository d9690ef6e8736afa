import type { admin } from '@printshop/contract';
import { createContext, useContext } from 'react';

/**
 * The logged-in staff member and the shop's time zone, loaded once by the back office's layout
 * route for every screen in it.
 */
export const StaffMemberContext = createContext<admin.AdminMe | null>(null);

export function useStaffMember(): admin.AdminMe {
  const member = useContext(StaffMemberContext);
  if (!member) throw new Error('useStaffMember is used outside the back office’s layout');
  return member;
}
