import type { admin, api } from '@printshop/contract';
import { proofPicture } from '~/features/orders/proofs';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { Chip, type ChipTone } from '../ui/Chip';
import { LinkedText } from '../ui/LinkedText';
import { FileLinks } from './FileLinks';

type Proof = admin.AdminOrder['items'][number]['proofs'][number];

const PROOF_TONE: Record<api.ProofState, ChipTone> = {
  pending: 'waiting',
  approved: 'done',
  changes_requested: 'todo',
  superseded: 'off',
};

function ProofEntry({ proof }: { proof: Proof }) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const { proofs } = texts.order;
  const title = interpolate(proofs.version, { version: proof.version });
  const picture = proofPicture(proof);
  return (
    <li className="grid gap-2 rounded-lg border border-navy/10 p-3 sm:grid-cols-[5rem_1fr]">
      {picture ? (
        <img src={picture} alt="" className="size-20 rounded border border-navy/10 bg-sand object-contain" />
      ) : null}
      <div className="grid min-w-0 gap-1.5 text-sm sm:col-start-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{title}</span>
          <Chip tone={PROOF_TONE[proof.state]}>{texts.proofStates[proof.state]}</Chip>
          <span className="text-navy/70">
            {interpolate(proofs.sent, { time: clock.time(proof.createTime) })}
          </span>
        </p>
        <FileLinks url={proof.url} name={title} />
        {proof.message ? (
          <p className="whitespace-pre-line">
            <LinkedText text={proof.message} template={proofs.message} />
          </p>
        ) : null}
        {proof.answeredAt ? (
          <p className="text-navy/70">
            {interpolate(proofs.answered, { time: clock.time(proof.answeredAt) })}
          </p>
        ) : null}
        {proof.comment ? (
          <p className="rounded bg-amber-50 p-2 whitespace-pre-line">
            <LinkedText text={proof.comment} template={proofs.comment} />
          </p>
        ) : null}
        {proof.newFileUrl ? <FileLinks url={proof.newFileUrl} name={proofs.newFile} /> : null}
      </div>
    </li>
  );
}

/** Every proof of an item, newest first, with the customer's answer to each. */
export function ItemProofs({ proofs }: { proofs: Proof[] }) {
  const texts = useAdminTexts();
  if (proofs.length === 0) return <p className="text-sm text-navy/70">{texts.order.proofs.none}</p>;
  return (
    <ol className="grid gap-2">
      {proofs.map((proof) => (
        <ProofEntry key={proof.id} proof={proof} />
      ))}
    </ol>
  );
}
