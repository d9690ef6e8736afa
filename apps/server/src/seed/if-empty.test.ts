import pino from 'pino';
import { describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import { seedIfEmpty } from './if-empty.ts';

/** Records whether the seed module was imported at all: its factory runs on the first import only. */
const seedModule = vi.hoisted(() => ({ imported: false, seedAll: vi.fn(async () => {}) }));
vi.mock('./index.ts', () => {
  seedModule.imported = true;
  return { seedAll: seedModule.seedAll };
});

const log = pino({ enabled: false });

// In this order: the first start finds the seeded database, the second an empty one.
describe('seedIfEmpty', () => {
  it('does not import the seed code when the database is already seeded', async () => {
    const seeded = await openTestDatabase(inject('databaseTemplate'));
    try {
      await seedIfEmpty(seeded.db, log);
    } finally {
      await seeded.close();
    }
    expect(seedModule.imported).toBe(false);
  });

  it('imports it and seeds, in one transaction, when the database is empty', async () => {
    const empty = openDatabase({});
    try {
      await empty.migrate();
      await seedIfEmpty(empty.db, log);
    } finally {
      await empty.close();
    }
    expect(seedModule.imported).toBe(true);
    expect(seedModule.seedAll).toHaveBeenCalledTimes(1);
  });
});
