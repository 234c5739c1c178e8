import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's Messages API (tests only): it checks what Twilio checks — the path, HTTP Basic
 * auth with AccountSid:AuthToken, a form-encoded body with To, From or MessagingServiceSid, and Body — and
 * answers with Twilio's documented shapes: 201 with the message, or `{ code, message, more_info, status }`.
 */
export interface FakeTwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export type FakeTwilioMode = 'ok' | 'unavailable' | 'too-many' | 'hang' | 'redirect' | 'unreadable';

export interface FakeTwilio {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  requests: FakeTwilioRequest[];
  /** What the next requests get (default 'ok': Twilio's own checks, then 201). */
  mode: FakeTwilioMode;
  close(): Promise<void>;
}

/** Twilio's magic test number that its API refuses with 21211. */
export const INVALID_TO_NUMBER = '+15005550001';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const twilioError = (res: ServerResponse, status: number, code: number, message: string) =>
  answer(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const fake: Omit<FakeTwilio, 'baseUrl' | 'close'> = {
    accountSid: `AC${hex(16)}`,
    authToken: hex(16),
    requests: [],
    mode: 'ok',
  };

  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = Object.fromEntries(new URLSearchParams(text));
      fake.requests.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form,
      });
      const messagesPath = `/2010-04-01/Accounts/${fake.accountSid}/Messages.json`;
      const expectedAuth = `Basic ${Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString('base64')}`;

      if (fake.mode === 'hang') return;
      if (fake.mode === 'redirect') {
        res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' });
        res.end();
        return;
      }
      if (fake.mode === 'unavailable') return twilioError(res, 503, 20503, 'Service Unavailable');
      if (fake.mode === 'too-many') return twilioError(res, 429, 20429, 'Too Many Requests');
      if (req.headers.authorization !== expectedAuth) return twilioError(res, 401, 20003, 'Authenticate');
      if (req.method !== 'POST' || url.pathname !== messagesPath) {
        return twilioError(res, 404, 20404, `The requested resource ${url.pathname} was not found`);
      }
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return twilioError(res, 400, 21603, "A 'From' phone number is required.");
      }
      if (!form.To) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
      if (!form.From && !form.MessagingServiceSid) {
        return twilioError(res, 400, 21603, "A 'From' phone number is required.");
      }
      if (!form.Body) return twilioError(res, 400, 21602, 'Message body is required.');
      if (form.To === INVALID_TO_NUMBER || !/^\+[1-9]\d{1,14}$/.test(form.To)) {
        return twilioError(res, 400, 21211, `The 'To' number ${form.To} is not a valid phone number.`);
      }
      if (fake.mode === 'unreadable') {
        res.writeHead(201, { 'content-type': 'text/html' });
        res.end('<html>accepted</html>');
        return;
      }
      const sid = `SM${hex(16)}`;
      const now = new Date().toUTCString();
      answer(res, 201, {
        sid,
        account_sid: fake.accountSid,
        to: form.To,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        body: form.Body,
        status: form.MessagingServiceSid ? 'accepted' : 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${fake.accountSid}/Messages/${sid}.json`,
      });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
