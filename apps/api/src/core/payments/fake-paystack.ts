import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Paystack's documented Transactions API for tests: it checks the bearer secret and the
 * request shapes, keeps transactions in memory, and lets a test decide each one's outcome.
 */
export interface FakeTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callback_url: string | undefined;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
}

export interface FakePaystack {
  baseUrl: string;
  secretKey: string;
  transactions: Map<string, FakeTransaction>;
  /** 'down' answers 503 to everything; 'garbage' answers 200 with a body that is not Paystack's. */
  mode: 'ok' | 'down' | 'garbage';
  /** What verify reports for a reference (a test plays the payer and the bank). */
  settle(
    reference: string,
    status: FakeTransaction['status'],
    override?: Partial<Pick<FakeTransaction, 'amount' | 'currency'>>,
  ): void;
  verifyCalls: number;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startFakePaystack(
  secretKey = 'sk_test_fake0123456789abcdef0123456789abcdef',
): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  const state = { mode: 'ok' as FakePaystack['mode'], verifyCalls: 0 };

  const server = createServer((req, res) => {
    void (async () => {
      if (state.mode === 'down') return send(res, 503, { status: false, message: 'Service unavailable' });
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(res, 401, { status: false, message: 'Invalid key' });
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
        const body = await readJson(req);
        const { email, amount, currency, reference, callback_url } = body;
        if (
          typeof email !== 'string' ||
          typeof amount !== 'number' ||
          !Number.isInteger(amount) ||
          typeof reference !== 'string'
        ) {
          return send(res, 400, { status: false, message: 'Invalid parameters' });
        }
        if (transactions.has(reference))
          return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        transactions.set(reference, {
          reference,
          email,
          amount,
          currency: typeof currency === 'string' ? currency : 'NGN',
          callback_url: typeof callback_url === 'string' ? callback_url : undefined,
          status: 'ongoing',
        });
        if (state.mode === 'garbage') return send(res, 200, { hello: 'world' });
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `${baseUrl}/checkout/${reference}`, access_code: `ac_${reference}`, reference },
        });
      }
      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && verify?.[1]) {
        state.verifyCalls += 1;
        if (state.mode === 'garbage') return send(res, 200, { hello: 'world' });
        const tx = transactions.get(decodeURIComponent(verify[1]));
        if (!tx) return send(res, 404, { status: false, message: 'Transaction reference not found' });
        return send(res, 200, {
          status: true,
          message: 'Verification successful',
          data: {
            status: tx.status,
            reference: tx.reference,
            amount: tx.amount,
            currency: tx.currency,
            paid_at: tx.status === 'success' ? new Date().toISOString() : null,
            gateway_response: tx.status === 'success' ? 'Successful' : 'Declined',
          },
        });
      }
      return send(res, 404, { status: false, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    secretKey,
    transactions,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    get verifyCalls() {
      return state.verifyCalls;
    },
    settle(reference, status, override = {}) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no fake transaction ${reference}`);
      Object.assign(tx, { status }, override);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
