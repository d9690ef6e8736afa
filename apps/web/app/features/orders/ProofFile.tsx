import type { api } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { isPdf, proofPicture } from './proofs';

/**
 * A proof as the customer checks it: its picture, which opens the file in a new tab, and for a
 * PDF always a link to the whole document, since the picture shows its first page at most.
 */
export function ProofFile({ proof }: { proof: api.Proof }) {
  const { t } = useTranslation();
  const picture = proofPicture(proof);
  return (
    <div className="grid justify-items-start gap-2">
      {picture ? (
        <a href={proof.url} target="_blank" rel="noopener" className="block w-full">
          <img
            src={picture}
            alt={t('ordersPage.proofs.picture', { version: proof.version })}
            decoding="async"
            className="max-h-[32rem] w-full rounded-xl border border-navy/10 bg-sand object-contain"
          />
        </a>
      ) : (
        <p className="text-sm text-navy/75">{t('ordersPage.proofs.noPreview')}</p>
      )}
      {isPdf(proof) ? (
        <a
          href={proof.url}
          target="_blank"
          rel="noopener"
          className="text-sm font-semibold text-teal-800 underline underline-offset-2 hover:text-navy"
        >
          {t('ordersPage.proofs.openPdf')}
        </a>
      ) : null}
    </div>
  );
}
