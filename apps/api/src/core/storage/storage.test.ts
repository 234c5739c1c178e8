import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config/config';
import { type FakeS3, fakeS3Env, startFakeS3 } from '../../test/fake-s3';
import { createStorage } from './create-storage';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.pdf$/;

let dir: string;
let fake: FakeS3;
const storages: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hireway-storage-test-'));
  fake = await startFakeS3();
  storages.local = () => new LocalDiskStorage(dir);
  storages.s3 = () =>
    new S3Storage({
      bucket: fake.bucket,
      region: fake.region,
      endpoint: fake.url,
      forcePathStyle: true,
      credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
      prefix: 'hireway/',
    });
});

afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (kind) => {
  const storage = () => {
    const make = storages[kind];
    if (!make) throw new Error(`no ${kind} storage`);
    return make();
  };

  it('stores under a new random name and reads back the same bytes, type and size', async () => {
    const store = storage();
    const name = await store.put('tickets', PDF, { contentType: 'application/pdf', extension: 'pdf' });
    const again = await store.put('tickets', PDF, { contentType: 'application/pdf', extension: 'pdf' });
    expect(name).toMatch(NAME);
    expect(again).not.toBe(name);
    expect(await store.exists('tickets', name)).toBe(true);
    const object = await store.get('tickets', name);
    if (!object) throw new Error('the stored file is missing');
    expect(object.contentType).toBe('application/pdf');
    expect(object.sizeBytes).toBe(PDF.length);
    expect((await buffer(object.stream)).equals(PDF)).toBe(true);
    // Areas are separate: the same name in another area is another (missing) file.
    expect(await store.exists('cvs', name)).toBe(false);
    await store.close();
  });

  it('deletes, and treats a missing file as absent rather than as an error', async () => {
    const store = storage();
    const name = await store.put('cvs', PDF, { contentType: 'application/pdf', extension: 'pdf' });
    await store.delete('cvs', name);
    expect(await store.exists('cvs', name)).toBe(false);
    expect(await store.get('cvs', name)).toBeNull();
    await expect(store.delete('cvs', name)).resolves.toBeUndefined();
    await store.close();
  });

  it('never reads a name that is not a plain file name', async () => {
    const store = storage();
    writeFileSync(join(dir, 'secret.txt'), 'not an upload');
    for (const name of ['../secret.txt', '..%2Fsecret.txt', 'a/b.pdf', '', '.hidden']) {
      expect(await store.get('tickets', name)).toBeNull();
      expect(await store.exists('tickets', name)).toBe(false);
    }
    await expect(store.put('tickets', PDF, { contentType: 'text/html', extension: '../x' })).rejects.toThrow(
      /not a file extension/,
    );
    await store.close();
  });
});

describe('local storage layout', () => {
  it('keeps files at STORAGE_DIR/<area>/<name>', async () => {
    const name = await new LocalDiskStorage(dir).put('avatars', PDF, {
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    expect(readFileSync(join(dir, 'avatars', name)).equals(PDF)).toBe(true);
    expect(existsSync(join(dir, 'avatars', name))).toBe(true);
  });
});

describe('S3 storage against a fake S3 server', () => {
  it('signs every request and stores objects under the prefix with their type and an attachment disposition', async () => {
    const store = storages.s3?.();
    if (!store) throw new Error('no s3 storage');
    const before = fake.requests.length;
    const name = await store.put('provider-documents', PDF, { contentType: 'application/pdf', extension: 'pdf' });
    const object = fake.objects.get(`hireway/provider-documents/${name}`);
    expect(object?.body.equals(PDF)).toBe(true);
    expect(object?.contentType).toBe('application/pdf');
    expect(object?.contentDisposition).toBe('attachment');
    await store.exists('provider-documents', name);
    await store.delete('provider-documents', name);
    expect(fake.objects.has(`hireway/provider-documents/${name}`)).toBe(false);
    expect(fake.requests.slice(before).map(({ method, status }) => [method, status])).toEqual([
      ['PUT', 200],
      ['HEAD', 200],
      ['DELETE', 204],
    ]);
    await store.close();
  });

  it('fails loudly with wrong credentials instead of pretending the file was stored', async () => {
    const store = new S3Storage({
      bucket: fake.bucket,
      region: fake.region,
      endpoint: fake.url,
      forcePathStyle: true,
      credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: 'not-the-secret' },
      prefix: '',
    });
    await expect(store.put('cvs', PDF, { contentType: 'application/pdf', extension: 'pdf' })).rejects.toThrow();
    expect([...fake.objects.keys()].some((key) => key.startsWith('cvs/'))).toBe(false);
    await store.close();
  });
});

describe('choosing the storage from the configuration', () => {
  it('uses local disk unless a bucket is set, and S3 when it is', async () => {
    const local = createStorage(loadConfig({ STORAGE_DIR: dir }));
    expect(local.kind).toBe('local');
    const s3 = createStorage(loadConfig({ STORAGE_DIR: dir, ...fakeS3Env(fake) }));
    expect(s3.kind).toBe('s3');
    await s3.close();
  });

  it('refuses half an S3 configuration, naming the variable', () => {
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'https://minio.example.com' })).toThrow(/S3_BUCKET: is required/);
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });
});
