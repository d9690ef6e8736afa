import type { api } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { DetailBlock } from './DetailBlock';
import { formatDay } from './dates';
import { EarlierProofs } from './EarlierProofs';
import { ProofAnswers } from './ProofAnswers';
import { ProofFile } from './ProofFile';
import { ProofStateBadge } from './ProofStateBadge';
import { itemProofs } from './proofs';

interface ProofsSectionProps {
  item: Pick<api.OrderDetail['dtl'], 'state' | 'proofs'>;
  /** Called once the customer has answered, so the page loads where the item is now. */
  onAnswered: () => void;
}

/**
 * The proofs the shop sent for an item (docs/product.md#production): the latest with the shop's
 * message and, while it waits for the customer, their two answers; then the earlier versions.
 */
export function ProofsSection({ item, onAnswered }: ProofsSectionProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const proofs = itemProofs(item);
  if (!proofs) return null;
  const { latest, answerable, earlier } = proofs;
  return (
    <DetailBlock id="proofs-title" title={t('ordersPage.proofs.title')} highlighted={answerable}>
      <article aria-labelledby="latest-proof-title" data-testid="latest-proof" className="grid gap-4">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id="latest-proof-title" className="font-bold">
            {t('ordersPage.proofs.version', { version: latest.version })}
          </h3>
          <ProofStateBadge state={latest.state} />
          <span className="text-sm text-navy/70">
            {t('ordersPage.proofs.sentOn', { date: formatDay(latest.createTime, lang) })}
          </span>
        </header>
        {latest.message ? (
          <div className="rounded-xl bg-sand/60 p-4 text-sm">
            <p className="font-semibold">{t('ordersPage.proofs.message')}</p>
            <p className="mt-1 whitespace-pre-line break-words">{latest.message}</p>
          </div>
        ) : null}
        <ProofFile proof={latest} />
        {latest.comment ? (
          <p className="text-sm whitespace-pre-line break-words">
            {t('ordersPage.proofs.yourComment', { comment: latest.comment })}
          </p>
        ) : null}
        {answerable ? <ProofAnswers proof={latest} onAnswered={onAnswered} /> : null}
      </article>
      {earlier.length > 0 ? <EarlierProofs proofs={earlier} /> : null}
    </DetailBlock>
  );
}
