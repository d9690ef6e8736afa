import type { admin, api } from '@printshop/contract';

/** A file a job ticket lists: a proof staff sent, or a design file the customer sent (numbered from 1). */
export type Artwork =
  | { kind: 'proof'; version: number; url: string; previewUrl: string; state: api.ProofState }
  | { kind: 'file'; number: number; url: string };

/** Why a file is not the one to print. */
export type ArtworkStatus = 'replaced' | 'awaitingAnswer' | 'latestFile';

export interface TicketArtwork {
  /** What the press prints; null while nothing is approved yet. */
  toPrint: Artwork | null;
  /** Every other proof (newest first), then every other file (newest first). */
  others: { artwork: Artwork; status: ArtworkStatus }[];
}

/** States in which the item's artwork is approved for print (cancelled items get no ticket). */
const APPROVED_STATES: readonly admin.ItemState[] = ['approved', 'printing', 'shipped', 'delivered'];

type ProofOf = Pick<api.Proof, 'version' | 'url' | 'previewUrl' | 'state'>;

/**
 * What a job ticket prints (docs/product.md#production). A customer's approval of a proof is
 * final, so that proof is the artwork; files approved as sent (no proof approved) mean the
 * customer's latest file, since a file sent with a change request joins the item's files last.
 * Everything else is replaced, except a proof still waiting for the customer's answer and, while
 * nothing is approved, the latest file.
 */
export function ticketArtwork(
  state: admin.ItemState,
  files: readonly string[],
  proofs: readonly ProofOf[],
): TicketArtwork {
  const proofArtwork = [...proofs]
    .sort((a, b) => b.version - a.version)
    .map((proof): Artwork => ({ kind: 'proof', ...proof }));
  const fileArtwork = files
    .map((url, index): Artwork => ({ kind: 'file', number: index + 1, url }))
    .reverse();
  const approvedProof = proofArtwork.find((proof) => proof.kind === 'proof' && proof.state === 'approved');
  const approved = APPROVED_STATES.includes(state);
  const toPrint = approvedProof ?? (approved ? (fileArtwork[0] ?? null) : null);
  const statusOf = (artwork: Artwork): ArtworkStatus => {
    if (artwork.kind === 'proof') return artwork.state === 'pending' ? 'awaitingAnswer' : 'replaced';
    return !toPrint && artwork === fileArtwork[0] ? 'latestFile' : 'replaced';
  };
  const others = [...proofArtwork, ...fileArtwork]
    .filter((artwork) => artwork !== toPrint)
    .map((artwork) => ({ artwork, status: statusOf(artwork) }));
  return { toPrint, others };
}
