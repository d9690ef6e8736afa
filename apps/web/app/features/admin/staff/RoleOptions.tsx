import { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';

/** The roles a staff member may have, in words, for a role select. */
export function RoleOptions() {
  const texts = useAdminTexts();
  return admin.STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {texts.roles[role]}
    </option>
  ));
}
