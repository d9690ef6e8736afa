import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MockIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { code?: string; decline_code?: string; message?: string } | null;
}

interface MockRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

interface MockRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: URLSearchParams;
}

/** The webhook signing secret of the shops a StripeMock serves (shopEnv). */
export const MOCK_WEBHOOK_SECRET = 'whsec_test_mock';

/**
 * A tiny stand-in for Stripe's API (only what the shop calls): create a payment intent, retrieve
 * one, and refund one that succeeded, honouring idempotency keys as Stripe does. Tests change an
 * intent's status directly, as the browser's confirmation would at Stripe.
 */
export class StripeMock {
  readonly intents = new Map<string, MockIntent>();
  readonly refunds = new Map<string, MockRefund>();
  readonly requests: MockRequest[] = [];
  private readonly byKey = new Map<string, string>();
  private readonly server = http.createServer((req, res) => this.handle(req, res));
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The environment of a test shop that takes its payments through this mock (after start). */
  shopEnv(): NodeJS.ProcessEnv {
    return {
      STRIPE_SECRET_KEY: 'sk_test_shop',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
      STRIPE_API_URL: this.url,
      STRIPE_WEBHOOK_SECRET: MOCK_WEBHOOK_SECRET,
    };
  }

  stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    return closed;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const key = req.headers['idempotency-key'];
      const request: MockRequest = {
        method: req.method ?? '',
        path,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        authorization: req.headers.authorization,
        body: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      this.requests.push(request);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${this.requests.length}`,
        });
        res.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        return send(200, this.create(request));
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const refund = this.refund(request);
        if (refund) return send(200, refund);
        const message = 'This PaymentIntent does not have a successful charge to refund.';
        return send(400, {
          error: { type: 'invalid_request_error', code: 'charge_not_refundable', message },
        });
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      const intent = match ? this.intents.get(decodeURIComponent(match[1]!)) : undefined;
      if (request.method === 'GET' && intent) return send(200, intent);
      send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    });
  }

  private create(request: MockRequest): MockIntent {
    const known = request.idempotencyKey ? this.byKey.get(request.idempotencyKey) : undefined;
    if (known) return this.intents.get(known)!;
    const id = `pi_mock_${this.intents.size + 1}`;
    const metadata: Record<string, string> = {};
    for (const [name, value] of request.body) {
      const field = /^metadata\[(\w+)\]$/.exec(name);
      if (field) metadata[field[1]!] = value;
    }
    const intent: MockIntent = {
      id,
      object: 'payment_intent',
      amount: Number(request.body.get('amount')),
      amount_received: 0,
      currency: request.body.get('currency') ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_mock`,
      metadata,
      last_payment_error: null,
    };
    this.intents.set(id, intent);
    if (request.idempotencyKey) this.byKey.set(request.idempotencyKey, id);
    return intent;
  }

  private refund(request: MockRequest): MockRefund | null {
    const known = request.idempotencyKey ? this.byKey.get(request.idempotencyKey) : undefined;
    if (known) return this.refunds.get(known)!;
    const intent = this.intents.get(request.body.get('payment_intent') ?? '');
    const amount = Number(request.body.get('amount') ?? intent?.amount_received);
    if (intent?.status !== 'succeeded' || !(amount > 0 && amount <= intent.amount_received)) {
      return null;
    }
    const refund: MockRefund = {
      id: `re_mock_${this.refunds.size + 1}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    if (request.idempotencyKey) this.byKey.set(request.idempotencyKey, refund.id);
    return refund;
  }

  /** What the browser's confirmation does at Stripe. */
  succeed(id: string): MockIntent {
    const intent = this.intents.get(id)!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
    return intent;
  }

  decline(id: string, error: MockIntent['last_payment_error']): MockIntent {
    const intent = this.intents.get(id)!;
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    return intent;
  }
}
