import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedAll } from '../seed/index.ts';
import { adminQuery, databaseUrl, randomDatabaseName } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the seeded data-dir dump; PostgreSQL: name of the template database. */
    databaseTemplate: string;
  }
}

/** Migrates and seeds one template database per run; test files copy it. */
export default async function setup(project: TestProject) {
  if (project.name !== 'postgres') {
    const handle = openDatabase({});
    await handle.migrate();
    await handle.db.transaction((tx) => seedAll(tx));
    const dump = await handle.dump!();
    await handle.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', file);
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = randomDatabaseName('printshop_template');
  await adminQuery(base, `create database ${name}`);
  const handle = openDatabase({ url: databaseUrl(base, name) });
  await handle.migrate();
  await handle.db.transaction((tx) => seedAll(tx));
  await handle.close();
  project.provide('databaseTemplate', name);
  return () => adminQuery(base, `drop database if exists ${name} with (force)`);
}
