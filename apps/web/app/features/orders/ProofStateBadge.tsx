import type { api } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';

const TONE: Record<api.ProofState, string> = {
  pending: 'bg-coral-100 text-coral-800',
  approved: 'bg-teal-100 text-teal-800',
  changes_requested: 'bg-sand-200 text-navy',
  superseded: 'bg-sand text-navy/75',
};

/** Where a proof stands: waiting for the customer, approved, changes asked for, or replaced. */
export function ProofStateBadge({ state }: { state: api.ProofState }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${TONE[state]}`}>
      {t(`ordersPage.proofs.state.${state}`)}
    </span>
  );
}
