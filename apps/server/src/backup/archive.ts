import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Pack } from 'tar-stream';

/**
 * A backup is one tar file: `manifest.json` first, then the database's dump, then (files on local
 * disk) every upload under `uploads/`. Restore reads it in that order, so it checks the manifest
 * before it touches anything (docs/decisions/091).
 */
export const MANIFEST = 'manifest.json';
export const UPLOADS = 'uploads/';
export const DUMP = { pglite: 'database.pglite.tar.gz', postgres: 'database.pgdump' } as const;

export type Engine = keyof typeof DUMP;

export interface Manifest {
  format: 1;
  engine: Engine;
  madeAt: string;
  /** Whether the uploads are in the backup (local disk) or stayed in the S3 bucket. */
  files: 'included' | 'in-bucket';
}

/** What a backup or a restore did, for its last line. */
export interface BackupSummary {
  engine: Engine;
  /** Uploads written to the backup, or put back from it. */
  files: number;
}

/** What the operator can set right (a file, a running shop, a missing tool): one line, exit 1. */
export class BackupError extends Error {}

export function addBytes(pack: Pack, name: string, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: bytes.byteLength }, Buffer.from(bytes), (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/** Streams a file into the archive, never holding it in memory (an upload may be 50 MB, a dump far more). */
export async function addFile(pack: Pack, name: string, file: string): Promise<void> {
  const { size } = await fs.promises.stat(file);
  await pipeline(fs.createReadStream(file), pack.entry({ name, size }));
}
