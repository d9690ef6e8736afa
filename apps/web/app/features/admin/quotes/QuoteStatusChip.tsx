import type { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { Chip, type ChipTone } from '../ui/Chip';

/** Who a quote waits for: the shop answers a new one, the customer an offer. */
const TONE: Record<admin.QuoteStatus, ChipTone> = {
  new: 'todo',
  offered: 'waiting',
  accepted: 'done',
  declined: 'off',
  expired: 'alert',
};

export function QuoteStatusChip({ status }: { status: admin.QuoteStatus }) {
  return <Chip tone={TONE[status]}>{useAdminTexts().quotes.statuses[status]}</Chip>;
}
