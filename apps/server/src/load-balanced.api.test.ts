import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { admin, api, type Endpoint } from '@printshop/contract';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { orders } from './modules/orders/tables.ts';
import { payments } from './modules/payments/tables.ts';
import { TEST_CARDS } from './modules/payments/test-provider.ts';
import { rateLimits } from './modules/ratelimit/tables.ts';
import { TestBrowser } from './test/browser.ts';
import { adminQuery, databaseUrl, randomDatabaseName } from './test/database.ts';
import type { CallInput } from './test/http.ts';
import { answeredBy, NGINX_ADDRESS, nginxMissing, startNginx, type TestNginx } from './test/nginx.ts';
import { startS3Server, type TestS3Server } from './test/s3-server.ts';
import { freePort, type ServerProcess, startServer } from './test/server-process.ts';
import { newMember, putInCart, saveTestAddress, skuOf, TEST_PASSWORD, type TestMember } from './test/shop.ts';
import { newStaff, STAFF_PASSWORD } from './test/staff.ts';
import { testImage } from './test/uploads.ts';

const postgres = process.env.TEST_ENGINE === 'postgres';
/** Why this run cannot put two processes behind nginx, or null when it can. */
const cannotRun = postgres ? nginxMissing() : 'the embedded database serves one process';
const title = `two app processes behind nginx${cannotRun ? ` (${cannotRun})` : ''}`;

/** A checkout step's answer that nginx lost: its process died with the request (502) or was gone. */
class LostAnswer extends Error {}

/**
 * Two real app processes on one PostgreSQL database and one S3 bucket behind a real nginx, set up
 * as docs/deploy.md says: what is written through one is read through the other, limits count
 * across both, and killing one during checkouts loses no order and charges nothing twice.
 */
describe.skipIf(cannotRun !== null)(title, () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = randomDatabaseName('printshop_balanced');
  let dataDir = '';
  let database: DatabaseHandle | undefined;
  let s3: TestS3Server | undefined;
  let nginx: TestNginx | undefined;
  let servers: ServerProcess[] = [];

  const origin = (server: ServerProcess) => `http://127.0.0.1:${server.port}`;
  const db = () => database!.db;
  const balancer = () => nginx!.origin;

  /** The process that answered a request through nginx, and the other one, to read it back through. */
  function processes(reply: { headers: Headers }): { one: ServerProcess; other: ServerProcess } {
    const one = servers.find((server) => server.port === answeredBy(reply.headers));
    if (!one) throw new Error(`no process answered: X-Upstream ${reply.headers.get('x-upstream')}`);
    return { one, other: servers.find((server) => server !== one)! };
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-balanced-'));
    await adminQuery(base, `create database ${name} template ${inject('databaseTemplate')}`);
    const url = databaseUrl(base, name);
    database = openDatabase({ url });
    s3 = await startS3Server();
    const port = await freePort();
    const env = {
      DATABASE_URL: url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: NGINX_ADDRESS,
      ...s3.env,
    };
    servers = await Promise.all(
      ['one', 'two'].map((folder) => startServer({ ...env, DATA_DIR: path.join(dataDir, folder) })),
    );
    await Promise.all(servers.map((server) => server.answering('/api/ready')));
    nginx = await startNginx(
      port,
      servers.map((server) => server.port),
    );
  });

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await nginx?.close();
    await Promise.all(servers.map((server) => server.exited()));
    await s3?.close();
    await database?.close();
    await adminQuery(base, `drop database if exists ${name} with (force)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a shopper logged in, their upload and their cart, whichever process answers', async () => {
    const member = await newMember(db());
    const shopper = new TestBrowser();
    const login = await shopper.call(balancer(), api.login, { email: member.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    shopper.headers.token = login.data.token;
    const account = await shopper.call(origin(processes(login).other), api.editAccount, {});
    expect(account).toMatchObject({ status: 200, data: { memberDtlItem: { email: member.email } } });

    const png = await testImage('png', 12, 7);
    const file = new File([new Uint8Array(png)], 'card.png', { type: 'image/png' });
    const uploaded = await shopper.call(balancer(), api.uploadFile, { file });
    expect(uploaded.status).toBe(200);
    const reader = origin(processes(uploaded).other);
    const served = await shopper.fetch(reader + uploaded.data.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect((await shopper.fetch(reader + uploaded.data.preview)).headers.get('content-type')).toBe(
      'image/webp',
    );

    const product = await shopper.call(balancer(), api.productDetail, { productNo: 'BC-1001' });
    const added = await shopper.call(balancer(), api.cartAdd, {
      productId: product.data.productItem.productId,
      skucode: product.data.skulist[0]!.skuCode,
      fileurl: uploaded.data.url,
    });
    expect(added.status).toBe(200);
    const cart = await shopper.call(origin(processes(added).other), api.cartList, {});
    expect(cart.data.list).toMatchObject([{ id: added.data.id, fileurllist: [uploaded.data.url] }]);
  });

  it('shows a staff edit made through one process on the storefront of the other at once', async () => {
    const owner = await newStaff(db(), 'owner');
    const staff = new TestBrowser({ origin: balancer() });
    const login = await staff.call(balancer(), admin.adminLogin, {
      email: owner.email,
      password: STAFF_PASSWORD,
    });
    expect(login.status).toBe(200);
    const { one, other } = processes(login);
    const visitor = new TestBrowser({ lang: 'en' });
    const header = () => visitor.call(origin(other), api.homeTitle, {});
    // The other process caches the header for every visitor: read it first so the edit has something to replace.
    expect((await header()).data.title).not.toBe('Inkfold Two');

    const settings = await staff.call(origin(one), admin.adminSiteSettings, {});
    const title = { en: 'Inkfold Two', zh: '墨折二' };
    const saved = await staff.call(origin(one), admin.adminSaveSiteSettings, { ...settings.data, title });
    expect(saved.status).toBe(200);
    await expect.poll(async () => (await header()).data.title).toBe(title.en);
  });

  it("counts one email's wrong log-ins on both processes together, from the shopper's own address", async () => {
    const member = await newMember(db());
    const guesser = new TestBrowser();
    const guesses = [];
    for (let i = 0; i < 7; i++) {
      guesses.push(await guesser.call(balancer(), api.login, { email: member.email, password: 'a guess' }));
    }
    // nginx takes turns, so each process answered every other guess; one process alone stops the 6th too.
    const ports = guesses.map((guess) => answeredBy(guess.headers));
    expect(ports.slice(1).every((port, i) => port !== ports[i])).toBe(true);
    expect(guesses.map((guess) => guess.status)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // Counted for the address nginx was asked from, not nginx's own (TRUST_PROXY names it).
    const perAddress = await db()
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'login:ip:%'));
    expect(perAddress).toEqual([{ key: 'login:ip:127.0.0.1' }]);
  });

  it('loses no order and charges none twice when a process is killed during checkouts', async () => {
    const sku = await skuOf(db(), 'BC-1001');
    const shoppers = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const member = await newMember(db());
        await saveTestAddress(db(), member.id);
        return { member, cartId: await putInCart(db(), member.id, sku) };
      }),
    );
    let answers = 0;

    /**
     * Checkout as the web app places an order (features/checkout/place-order.ts), placed again
     * from the start when an answer is lost, as the shopper would: the same cart lines make the
     * same order, which answers paid once it is.
     */
    async function checkout({ member, cartId }: { member: TestMember; cartId: number }) {
      const browser = new TestBrowser({ token: member.token });
      const send = async <E extends Endpoint>(endpoint: E, input: CallInput<E>) => {
        const reply = await browser.call(balancer(), endpoint, input);
        answers += 1;
        if (reply.status >= 502) throw new LostAnswer(`${reply.status} ${reply.msg}`);
        expect(reply, reply.msg).toMatchObject({ status: 200 });
        return reply.data;
      };
      for (let attempt = 1; ; attempt++) {
        try {
          const order = await send(api.createOrder, { cartjson: [{ cartId, productNum: 1 }] });
          if (order.paymentStatus !== 'paid') {
            await send(api.createPaymentIntent, { orderId: order.id });
            const card = { cardNo: TEST_CARDS.succeeds, validityperiod: '12/40', safetycode: '123' };
            expect(await send(api.confirmPayment, { orderId: order.id, ...card })).toMatchObject({
              status: 'paid',
            });
          }
          return { memberId: member.id, orderId: order.id, attempts: attempt };
        } catch (error) {
          if (!(error instanceof LostAnswer) || attempt === 3) throw error;
        }
      }
    }

    const [victim, survivor] = servers as [ServerProcess, ServerProcess];
    const checkouts = Promise.all(shoppers.map(checkout));
    await vi.waitUntil(() => answers >= 4, { timeout: 10_000, interval: 5 });
    victim.child.kill('SIGKILL');
    const done = await checkouts;
    expect(await victim.exited()).toBeNull();
    expect(done.some((checkout) => checkout.attempts > 1)).toBe(true);

    // Each shopper has the one order they were told of, paid; with the built-in test provider a
    // charge is its payment row marked succeeded, and an order's one intent is named by its number.
    const placed = await db()
      .select({ id: orders.id, memberId: orders.memberId, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(
        inArray(
          orders.memberId,
          shoppers.map(({ member }) => member.id),
        ),
      );
    const told = done.map(({ memberId, orderId }) => ({ id: orderId, memberId, paymentStatus: 'paid' }));
    expect(placed).toEqual(expect.arrayContaining(told));
    expect(placed).toHaveLength(shoppers.length);
    const charges = await db()
      .select({ orderId: payments.orderId, status: payments.status })
      .from(payments)
      .where(
        inArray(
          payments.orderId,
          placed.map((order) => order.id),
        ),
      );
    expect(charges).toEqual(
      expect.arrayContaining(told.map(({ id }) => ({ orderId: id, status: 'succeeded' }))),
    );
    expect(charges).toHaveLength(shoppers.length);

    for (let i = 0; i < 4; i++) {
      const reply = await new TestBrowser().call(balancer(), api.homeTitle, {});
      expect(reply.status).toBe(200);
      expect(answeredBy(reply.headers)).toBe(survivor.port);
    }
  });
});
