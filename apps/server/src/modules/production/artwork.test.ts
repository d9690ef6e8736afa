import { describe, expect, it } from 'vitest';
import { ticketArtwork } from './artwork.ts';

const proof = (version: number, state: 'pending' | 'approved' | 'changes_requested' | 'superseded') => ({
  version,
  url: `/uploads/proof${version}.pdf`,
  previewUrl: `/uploads/proof${version}.png`,
  state,
});
const upload = '/uploads/original.png';
const changed = '/uploads/changed.png';

describe('ticketArtwork', () => {
  it('prints the approved proof; earlier proofs and every upload are replaced', () => {
    const { toPrint, others } = ticketArtwork(
      'approved',
      [upload, changed],
      [proof(1, 'changes_requested'), proof(2, 'approved')],
    );
    expect(toPrint).toMatchObject({ kind: 'proof', version: 2 });
    expect(others).toEqual([
      { artwork: expect.objectContaining({ kind: 'proof', version: 1 }), status: 'replaced' },
      { artwork: { kind: 'file', number: 2, url: changed }, status: 'replaced' },
      { artwork: { kind: 'file', number: 1, url: upload }, status: 'replaced' },
    ]);
  });

  it('prints the customer’s latest file when the files were approved as sent', () => {
    const { toPrint, others } = ticketArtwork('printing', [upload, changed], [proof(1, 'changes_requested')]);
    expect(toPrint).toEqual({ kind: 'file', number: 2, url: changed });
    expect(others.map((other) => other.status)).toEqual(['replaced', 'replaced']);
    expect(ticketArtwork('approved', [upload], []).toPrint).toEqual({ kind: 'file', number: 1, url: upload });
  });

  it('prints nothing before approval: the pending proof awaits the answer, the latest file is listed as such', () => {
    const { toPrint, others } = ticketArtwork(
      'proof_sent',
      [upload],
      [proof(2, 'pending'), proof(1, 'superseded')],
    );
    expect(toPrint).toBeNull();
    expect(others.map((other) => other.status)).toEqual(['awaitingAnswer', 'replaced', 'latestFile']);
    expect(ticketArtwork('approved', [], []).toPrint).toBeNull();
  });
});
