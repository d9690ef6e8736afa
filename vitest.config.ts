import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * Bad input is refused before any query, whatever the database, so every call is fuzzed once: on
 * PostgreSQL when a server answers, where its thousands of requests cost half the time, else on PGlite.
 */
const fuzz = 'apps/server/src/http/fuzz.api.test.ts';
const setup = 'apps/server/src/test/global-setup.ts';

/**
 * Each file builds its own app on its own database and restores what it stubs, so the files of a
 * worker share one module graph instead of importing the whole app again (most of the run's time
 * when they did). A test must therefore keep no state of its own in a module.
 */
const isolate = false;

/**
 * Unit and API tests run on embedded PGlite; the API tests (*.api.test.ts) run a second
 * time on PostgreSQL when TEST_DATABASE_URL points at a server (.ci/run sets it).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (one worker on a two-core machine), but these tests
    // spend much of their time waiting on a database: one worker per core keeps every core busy.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        // The web app's `~/` imports, as its tsconfig and Vite resolve them.
        resolve: { alias: { '~': path.resolve(import.meta.dirname, 'apps/web/app') } },
        test: {
          name: 'pglite',
          isolate,
          include: ['packages/contract/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', ...serverTests],
          exclude: onPostgres ? [fuzz] : [],
          globalSetup: setup,
          env: { TEST_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'postgres',
                isolate,
                include: ['apps/server/src/**/*.api.test.ts'],
                // The database does not change a page's head, whose test first compiles the web app.
                exclude: ['apps/server/src/modules/seo/page-languages.api.test.ts'],
                globalSetup: setup,
                env: { TEST_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
