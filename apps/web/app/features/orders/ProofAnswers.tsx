import type { api } from '@printshop/contract';
import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { ApproveProofDialog } from './ApproveProofDialog';
import { ChangesDialog } from './ChangesDialog';

interface ProofAnswersProps {
  proof: api.Proof;
  onAnswered: () => void;
}

/** The customer's two answers to a pending proof, each in a dialog: approve it, or ask for changes. */
export function ProofAnswers({ proof, onAnswered }: ProofAnswersProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'approve' | 'changes' | null>(null);
  const close = () => setAsking(null);
  const answered = () => {
    setAsking(null);
    onAnswered();
  };
  return (
    <div className="grid gap-3 border-t border-navy/10 pt-4">
      <p className="text-sm font-medium">{t('ordersPage.proofs.checkCarefully')}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => setAsking('approve')}
          className="inline-flex h-11 items-center justify-center rounded-full bg-coral px-6 font-bold text-navy hover:bg-[#ff836f] max-sm:w-full"
        >
          {t('ordersPage.proofs.approve')}
        </button>
        <button
          type="button"
          onClick={() => setAsking('changes')}
          className="inline-flex h-11 items-center justify-center rounded-full border border-navy/20 bg-white px-6 font-semibold hover:bg-sand max-sm:w-full"
        >
          {t('ordersPage.proofs.askChanges')}
        </button>
      </div>
      <ApproveProofDialog proof={proof} open={asking === 'approve'} onClose={close} onApproved={answered} />
      <ChangesDialog proof={proof} open={asking === 'changes'} onClose={close} onSent={answered} />
    </div>
  );
}
