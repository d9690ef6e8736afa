import { useAdminTexts } from '../i18n/admin-texts';
import { Chip } from '../ui/Chip';

/** Whether the customer may log in: active, or disabled by staff. */
export function AccountChip({ disabled }: { disabled: boolean }) {
  const labels = useAdminTexts().customers;
  return disabled ? <Chip tone="alert">{labels.disabled}</Chip> : <Chip tone="done">{labels.active}</Chip>;
}
