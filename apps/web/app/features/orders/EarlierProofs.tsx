import type { api } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { formatDay } from './dates';
import { ProofStateBadge } from './ProofStateBadge';

/** The versions before the latest one, newest first: date, state, the customer's comment and a link. */
export function EarlierProofs({ proofs }: { proofs: api.Proof[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <div className="mt-6 border-t border-navy/10 pt-4">
      <h3 id="earlier-proofs-title" className="mb-2 font-semibold">
        {t('ordersPage.proofs.earlier')}
      </h3>
      <ol aria-labelledby="earlier-proofs-title" className="grid gap-3">
        {proofs.map((proof) => (
          <li key={proof.id} className="grid gap-1 rounded-xl bg-sand/60 p-3 text-sm">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">
                {t('ordersPage.proofs.version', { version: proof.version })}
              </span>
              <span className="text-navy/70">{formatDay(proof.createTime, lang)}</span>
              <ProofStateBadge state={proof.state} />
            </p>
            {proof.comment ? (
              <p className="whitespace-pre-line break-words">
                {t('ordersPage.proofs.yourComment', { comment: proof.comment })}
              </p>
            ) : null}
            <a
              href={proof.url}
              target="_blank"
              rel="noopener"
              className="justify-self-start font-semibold text-teal-800 underline underline-offset-2 hover:text-navy"
            >
              {t('ordersPage.proofs.openVersion', { version: proof.version })}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
