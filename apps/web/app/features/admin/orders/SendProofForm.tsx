import { admin, UPLOAD_IMAGE_TYPES } from '@printshop/contract';
import { type FormEvent, useId, useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON } from '../ui/buttons';
import { CountedTextArea } from '../ui/CountedTextArea';
import { useOrderAction } from './use-order-action';

/** What the file picker offers: the files a proof may be (admin.sendProof), the upload's pictures and PDF. */
const PROOF_TYPES = [...Object.keys(UPLOAD_IMAGE_TYPES), 'application/pdf'].join(',');

/** A new proof of an item: its file and a message to the customer, sent as one multipart call. */
export function SendProofForm({ itemId }: { itemId: number }) {
  const texts = useAdminTexts();
  const { proofForm } = texts.order;
  const { run, busy } = useOrderAction();
  const fileId = useId();
  const [missingFile, setMissingFile] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const file = fields.get('file');
    const chosen = file instanceof File && file.size > 0;
    setMissingFile(!chosen);
    if (!chosen) return;
    const sent = await run(async (client) => {
      const proof = await client.call('sendProof', { itemId, message: String(fields.get('message')), file });
      return interpolate(texts.order.done.sendProof, { version: proof.version });
    });
    if (sent) form.reset();
  }

  return (
    <form noValidate onSubmit={send} className="grid gap-3 rounded-lg bg-sand/50 p-3">
      <fieldset disabled={busy} className="grid min-w-0 gap-3">
        <legend className="mb-1 font-semibold">{proofForm.title}</legend>
        <div className="grid gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium">
            {proofForm.file}
          </label>
          <input
            id={fileId}
            name="file"
            type="file"
            accept={PROOF_TYPES}
            aria-invalid={missingFile || undefined}
            aria-describedby={missingFile ? `${fileId}-error` : undefined}
            className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-white file:px-3 file:py-2 file:font-semibold"
          />
          {missingFile ? (
            <p id={`${fileId}-error`} role="alert" className="text-sm text-coral-800">
              {proofForm.fileMissing}
            </p>
          ) : null}
        </div>
        <CountedTextArea
          label={proofForm.message}
          name="message"
          rows={3}
          max={admin.PRODUCTION_MAX_LENGTH.proofMessage}
          optional
        />
        <div>
          <button type="submit" className={PRIMARY_BUTTON}>
            {busy ? texts.order.actions.working : proofForm.send}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
