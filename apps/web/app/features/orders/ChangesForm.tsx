import { type api, MAX_LENGTH } from '@printshop/contract';
import { useState } from 'react';
import { DesignUploader } from '~/features/upload/DesignUploader';
import { useTranslation } from '~/i18n/use-translation';
import { blank } from '~/lib/ordered-form';
import { useApi } from '~/lib/root-data';
import { DialogForm } from '~/ui/DialogForm';
import { PrimaryButton, TextAreaField } from '~/ui/form-fields';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';

interface ChangesFormProps {
  titleId: string;
  proof: api.Proof;
  onClose: () => void;
  onSent: () => void;
}

/**
 * The comment is required; a new design file is optional, one at most, sent through the same
 * uploader as the product page's designs (the server adds it to the item's files).
 */
export function ChangesForm({ titleId, proof, onClose, onSent }: ChangesFormProps) {
  const { t } = useTranslation();
  const client = useApi();
  const toast = useToast();
  const [files, setFiles] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);

  const { field, onSubmit, submitting, busy } = useOrderedForm<{ comment: string }>({
    defaultValues: { comment: '' },
    checks: () => [
      {
        field: 'comment',
        message: t('ordersPage.proofs.changes.commentRequired'),
        fails: (values) => blank(values.comment),
      },
    ],
    send: async ({ comment }) => {
      if (uploading) {
        toast('warning', t('forms.upload.wait'));
        return;
      }
      const { msg } = await client.callWithMsg('requestChanges', {
        proofId: proof.id,
        comment,
        fileurl: files[0] ?? '',
      });
      toast('success', msg);
      onSent();
    },
  });

  return (
    <DialogForm
      titleId={titleId}
      title={t('ordersPage.proofs.changes.title', { version: proof.version })}
      onClose={onClose}
      onSubmit={onSubmit}
      footer={
        <PrimaryButton disabled={busy} className="max-sm:w-full">
          {submitting ? t('ordersPage.proofs.changes.sending') : t('ordersPage.proofs.changes.send')}
        </PrimaryButton>
      }
    >
      <div className="grid gap-5">
        <TextAreaField
          {...field('comment')}
          label={t('ordersPage.proofs.changes.comment')}
          required
          maxLength={MAX_LENGTH.proofComment}
          placeholder={t('ordersPage.proofs.changes.placeholder')}
        />
        <DesignUploader
          files={files}
          onFilesChange={setFiles}
          onBusyChange={setUploading}
          label={t('ordersPage.proofs.changes.file')}
          hint={t('ordersPage.proofs.changes.fileHint')}
          maxFiles={1}
        />
      </div>
    </DialogForm>
  );
}
