import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small S3-compatible server for tests: path-style PUT, GET, HEAD and DELETE of objects in one bucket, kept in
 * memory. Every request must carry a valid AWS Signature Version 4 for the given key pair (checked the way S3
 * checks it), and a signed payload must match its hash, so a test proves the real client signs what it sends.
 */

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  contentDisposition: string | undefined;
}

export interface FakeS3 {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeS3Object>;
  requests: { method: string; key: string; status: number }[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

function xmlError(res: ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** The SigV4 check: rebuilds the canonical request from what arrived and compares signatures. */
function signatureProblem(req: IncomingMessage, body: Buffer, fake: FakeS3): string | null {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'missing or malformed Authorization header';
  const [, accessKeyId = '', day = '', region = '', signedHeaders = '', signature = ''] = match;
  if (accessKeyId !== fake.accessKeyId) return 'unknown access key';
  if (region !== fake.region) return 'wrong region';
  const amzDate = req.headers['x-amz-date'];
  const payloadHash = req.headers['x-amz-content-sha256'];
  if (typeof amzDate !== 'string' || typeof payloadHash !== 'string') return 'missing x-amz-date or content hash';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload does not match its hash';
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${fake.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature ? null : 'signature does not match';
}

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const fake: FakeS3 = {
    url: '',
    bucket: options.bucket ?? 'hireway-test',
    region: options.region ?? 'eu-central-1',
    accessKeyId: 'AKIAFAKES3TEST',
    secretAccessKey: 'fake-secret-key-for-tests-only',
    objects: new Map(),
    requests: [],
    close: async () => undefined,
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
      const prefix = `/${fake.bucket}/`;
      const key = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      const method = req.method ?? 'GET';
      res.on('finish', () => fake.requests.push({ method, key, status: res.statusCode }));

      const problem = signatureProblem(req, body, fake);
      if (problem) return xmlError(res, 403, 'SignatureDoesNotMatch', problem);
      if (!key) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      const object = fake.objects.get(key);

      if (method === 'PUT') {
        fake.objects.set(key, {
          body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          contentDisposition: req.headers['content-disposition'],
        });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (method === 'DELETE') {
        fake.objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (method === 'GET' || method === 'HEAD') {
        if (!object) {
          if (method === 'HEAD') {
            res.writeHead(404);
            return res.end();
          }
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
          'last-modified': new Date().toUTCString(),
        });
        return res.end(method === 'HEAD' ? undefined : object.body);
      }
      return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}

/** The environment that points the app's storage at this fake. */
export const fakeS3Env = (fake: FakeS3): Record<string, string> => ({
  S3_BUCKET: fake.bucket,
  S3_ENDPOINT: fake.url,
  S3_REGION: fake.region,
  S3_ACCESS_KEY_ID: fake.accessKeyId,
  S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
});
