import type { api } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { isPdf, itemProofs, proofPicture } from './proofs';

const proof = (version: number, state: api.ProofState, file: Partial<api.Proof> = {}): api.Proof => ({
  id: version * 10,
  version,
  url: `/uploads/p${version}.png`,
  previewUrl: '',
  mime: 'image/png',
  message: '',
  state,
  createTime: '2026-01-02T03:04:05.000Z',
  comment: null,
  ...file,
});

describe('proofPicture', () => {
  it('shows an image proof itself, and a PDF by its preview, if it has one', () => {
    expect(proofPicture(proof(1, 'pending'))).toBe('/uploads/p1.png');
    const pdf = { url: '/uploads/p.pdf', mime: 'application/pdf' };
    expect(proofPicture(proof(1, 'pending', { ...pdf, previewUrl: '/uploads/p.png' }))).toBe(
      '/uploads/p.png',
    );
    expect(proofPicture(proof(1, 'pending', pdf))).toBe('');
    expect(isPdf(proof(1, 'pending', pdf))).toBe(true);
    expect(isPdf(proof(1, 'pending'))).toBe(false);
  });
});

describe('itemProofs', () => {
  it('puts the newest first and the older versions after it', () => {
    const v2 = proof(2, 'pending');
    const v1 = proof(1, 'changes_requested');
    expect(itemProofs({ state: 'proof_sent', proofs: [v2, v1] })).toEqual({
      latest: v2,
      answerable: true,
      earlier: [v1],
    });
  });

  it('lets the customer answer only a pending proof of an item that waits for them', () => {
    expect(itemProofs({ state: 'approved', proofs: [proof(1, 'approved')] })?.answerable).toBe(false);
    expect(
      itemProofs({ state: 'changes_requested', proofs: [proof(1, 'changes_requested')] })?.answerable,
    ).toBe(false);
    // A cancelled order's items stop waiting, though the proof was never answered.
    expect(itemProofs({ state: 'cancelled', proofs: [proof(1, 'pending')] })?.answerable).toBe(false);
  });

  it('is null without proofs', () => {
    expect(itemProofs({ state: 'awaiting_review', proofs: [] })).toBeNull();
  });
});
