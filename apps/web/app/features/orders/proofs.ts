import type { api } from '@printshop/contract';

type ProofFile = Pick<api.Proof, 'url' | 'previewUrl' | 'mime'>;

export function isPdf(proof: ProofFile): boolean {
  return proof.mime === 'application/pdf';
}

/** The image that shows a proof: its preview, else the file itself when it is an image; '' when there is none. */
export function proofPicture(proof: ProofFile): string {
  if (proof.previewUrl) return proof.previewUrl;
  return proof.mime.startsWith('image/') ? proof.url : '';
}

export interface ItemProofs {
  /** The proof shown first: the newest. */
  latest: api.Proof;
  /** The customer can approve it or ask for changes: it is pending and the item waits for their answer. */
  answerable: boolean;
  /** Every older version, newest first. */
  earlier: api.Proof[];
}

/** An item's proofs as the order page shows them (the API lists them newest first); null when there are none. */
export function itemProofs(item: Pick<api.OrderDetail['dtl'], 'state' | 'proofs'>): ItemProofs | null {
  const [latest, ...earlier] = item.proofs;
  if (!latest) return null;
  return { latest, answerable: item.state === 'proof_sent' && latest.state === 'pending', earlier };
}
