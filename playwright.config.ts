import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts of the project run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Every run starts the production server on a fresh, empty data directory, so it migrates
 * and seeds from scratch and no test sees what an earlier run left. Workers load this file
 * too and inherit the variable, so only the main process names the directory, and as it
 * outlives the server it also removes the directory at the end.
 */
if (!process.env.E2E_DATA_DIR) {
  const dir = path.join(os.tmpdir(), `printshop-e2e-${Date.now()}`);
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
// With no SMTP_URL the server writes each mail as an .eml file here; tests read reset links from it.
process.env.E2E_OUTBOX_DIR = path.join(dataDir, 'outbox');

/**
 * Which tests run where (docs/decisions/079). Playwright matches these against the project, the
 * file, the describe and test titles and the tags. A flow or rule runs once, where a person would
 * do it: the shopper's own pages (account, cart, checkout, orders, proofs, reviews, reorder) in
 * Chinese on the 390x844 phone, the rest of the storefront in English on a desktop, the back office
 * (@desktop) in English on a desktop. A layout check (@layout) runs in English, the longer words, on
 * the phone and in Chinese on the desktop, and one written for no language on both (decision 079);
 * a test of the words themselves (@words) runs on both screens in both languages, a phone check
 * (@phone) on the phone only. The catalogues' own tests see that both languages have every text.
 */
const PHONE_FLOW_FILE = String.raw`(?:^|[\s/])(?:account|cart|checkout|orders|proofs|reorder|reviews)\.spec\.ts`;
const WORDS = String.raw`@words\b`;
const LAYOUT_ON_DESKTOP = String.raw`^(?=.*@layout\b)(?!.* in en\b)`;
const LAYOUT_ON_PHONE = String.raw`^(?=.*@layout\b)(?!.* in zh\b)`;
const ON_DESKTOP = new RegExp(
  String.raw`${WORDS}|${LAYOUT_ON_DESKTOP}|^(?!.*@layout\b)(?!.*@phone\b)(?!.* in zh\b)(?!.*${PHONE_FLOW_FILE}.* in en\b)`,
);
const ON_PHONE = new RegExp(
  String.raw`${WORDS}|${LAYOUT_ON_PHONE}|@phone\b|^(?!.*@layout\b)(?!.*@desktop\b)(?=.*${PHONE_FLOW_FILE})(?=.* in zh\b)`,
);

/**
 * Chromium's headless shell draws the same pages as Chromium with about half its work (decision
 * 103); Chromium itself runs the tests where the shell is not installed, or a person watches them.
 * Only the main process sees the command line, so it names the browser for the workers.
 */
if (!process.env.E2E_CHROMIUM) {
  const watched = ['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag));
  const shell = '/usr/bin/chromium-headless-shell';
  process.env.E2E_CHROMIUM = fs.existsSync(shell) && !watched ? shell : '/usr/bin/chromium';
}

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Tests are independent: each makes its own member, address and order, and the views shared by
  // all (dashboard, order list) are checked by what they must hold, not by exact counts. Two
  // workers keep the suite inside CI's time budget on two cores.
  workers: 2,
  // The longest flows (an owner adds, hides and deletes a category) take 20 s on a quiet machine,
  // so Playwright's default of 30 s failed them whenever the machine was busy; a real hang still
  // fails, at a minute.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace of every test took a third of the suite's time (decision 103): a test that
    // fails is traced when CI runs it again; locally, `--trace on` traces a run.
    trace: 'on-first-retry',
    launchOptions: {
      // The system Chromium (Debian packages): `playwright install` would download browsers.
      executablePath: process.env.E2E_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      grep: ON_DESKTOP,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: ON_PHONE,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: IPHONE_UA,
      },
    },
  ],
  webServer: {
    command: 'npm run start:server',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Always the embedded database, even when the shell points DATABASE_URL at a server.
      DATABASE_URL: '',
      // Mail goes to the outbox above, even when the shell names an SMTP server.
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // The origin links in mails are built from (a reset mail's link is followed).
      PUBLIC_URL: baseURL,
      // Mounts POST /__test__/fixtures/<kind>: tests make members, staff sessions and orders straight
      // in the database, not through the calls the shop limits per address (docs/decisions/080).
      // TRUST_PROXY stays off, as for a shop facing the internet: every request is 127.0.0.1's.
      E2E_FIXTURES: '1',
    },
  },
});
