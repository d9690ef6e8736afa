import type { api } from '@printshop/contract';
import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useApi } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';
import { useToast } from '~/ui/toast';

const TITLE_ID = 'approve-proof-title';

interface ApproveProofDialogProps {
  proof: api.Proof;
  open: boolean;
  onClose: () => void;
  onApproved: () => void;
}

/** The confirm step before approving a proof: approval is final, so the customer says so twice. */
export function ApproveProofDialog({ proof, open, onClose, onApproved }: ApproveProofDialogProps) {
  const { t } = useTranslation();
  const client = useApi();
  const toast = useToast();
  const [approving, setApproving] = useState(false);

  const close = () => {
    if (!approving) onClose();
  };

  const approve = async () => {
    setApproving(true);
    try {
      const { msg } = await client.callWithMsg('approveProof', { proofId: proof.id });
      toast('success', msg);
      onApproved();
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    } finally {
      setApproving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={TITLE_ID}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-navy shadow-2xl"
    >
      <div className="grid gap-5 p-6">
        <div className="grid gap-1.5">
          <h2 id={TITLE_ID} className="text-lg font-bold">
            {t('ordersPage.proofs.approveDialog.title', { version: proof.version })}
          </h2>
          <p className="text-sm text-navy/75">{t('ordersPage.proofs.approveDialog.final')}</p>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={close}
            disabled={approving}
            className="h-11 rounded-full border border-navy/20 px-5 font-semibold hover:bg-sand disabled:opacity-60"
          >
            {t('ordersPage.proofs.approveDialog.cancel')}
          </button>
          <button
            type="button"
            onClick={approve}
            disabled={approving}
            className="h-11 rounded-full bg-coral px-5 font-bold text-navy hover:bg-[#ff836f] disabled:opacity-60"
          >
            {approving
              ? t('ordersPage.proofs.approveDialog.approving')
              : t('ordersPage.proofs.approveDialog.confirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
