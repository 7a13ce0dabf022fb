import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/lib/storage/create-storage.ts';
import type { Storage } from '../../src/lib/storage/storage.ts';
import { parseStorageUrl } from '../../src/lib/storage/storage-url.ts';
import { startS3Server } from './s3-test-server.ts';

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const put = (storage: Storage, key: string, data: Buffer) => storage.put(key, Readable.from([data]), data.length, 'application/octet-stream');

// The one behaviour every driver has (decision 1602), run against the local folder and a real S3-protocol server.
const drivers: { name: string; open: () => Promise<{ storage: Storage; close: () => Promise<void> }> }[] = [
  {
    name: 'local folder',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-storage-'));
      return { storage: createStorage({ storageUrl: undefined }, dir), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    open: async () => {
      const server = await startS3Server();
      return { storage: createStorage({ storageUrl: server.storageUrl }, '/nonexistent'), close: server.stop };
    },
  },
];

describe.each(drivers)('storage driver: $name', ({ open }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => ({ storage, close } = await open()));
  afterAll(async () => close());

  const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));

  it('stores bytes under a key and reads them back whole, with their size', async () => {
    await put(storage, 'ab/one', data);
    expect((await bytesOf(await storage.get('ab/one')))!.equals(data)).toBe(true);
    expect(await storage.head('ab/one')).toEqual({ key: 'ab/one', size: data.length });
  });

  it('reads a byte range: the first bytes, the middle, the last byte', async () => {
    await put(storage, 'ab/ranged', data);
    expect((await bytesOf(await storage.get('ab/ranged', { start: 0, end: 9 })))!.equals(data.subarray(0, 10))).toBe(true);
    expect((await bytesOf(await storage.get('ab/ranged', { start: 1000, end: 65_999 })))!.equals(data.subarray(1000, 66_000))).toBe(true);
    expect((await bytesOf(await storage.get('ab/ranged', { start: data.length - 1, end: data.length - 1 })))!.equals(data.subarray(-1))).toBe(true);
  });

  it('answers null for a missing key, and replaces an object written again', async () => {
    expect(await storage.get('ab/missing')).toBeNull();
    expect(await storage.head('ab/missing')).toBeNull();
    await put(storage, 'ab/replaced', Buffer.from('primeira versão'));
    await put(storage, 'ab/replaced', Buffer.from('segunda'));
    expect((await bytesOf(await storage.get('ab/replaced')))!.toString()).toBe('segunda');
  });

  it('deletes (a missing key too) and lists by prefix', async () => {
    await put(storage, 'list/a', Buffer.from('a'));
    await put(storage, 'list/b/c', Buffer.from('bc'));
    await put(storage, 'other/x', Buffer.from('x'));
    const listed = [];
    for await (const object of storage.list('list/')) listed.push(object);
    expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'list/a', size: 1 },
      { key: 'list/b/c', size: 2 },
    ]);
    for (const object of listed) expect(Math.abs(object.modifiedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    await storage.delete('list/a');
    await storage.delete('list/never-there');
    expect(await storage.head('list/a')).toBeNull();
    expect(await storage.head('list/b/c')).toEqual({ key: 'list/b/c', size: 2 });
  });

  it('refuses keys that could leave its folder or bucket', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(put(storage, '/absolute', data)).rejects.toThrow(/invalid storage key/);
  });
});

describe('STORAGE_URL', () => {
  it('names the endpoint, bucket, region and credentials; s3+http is without TLS', () => {
    expect(parseStorageUrl('s3://AK%2FX:SE%40CRET@s3.example.com/rumo-arquivos?region=sa-east-1')).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'rumo-arquivos',
      region: 'sa-east-1',
      accessKeyId: 'AK/X',
      secretAccessKey: 'SE@CRET',
    });
    expect(parseStorageUrl('s3+http://k:s@127.0.0.1:9000/b12').endpoint).toBe('http://127.0.0.1:9000');
    expect(() => parseStorageUrl('s3://s3.example.com/rumo')).toThrow(/chave e o segredo/);
    expect(() => parseStorageUrl('s3://k:s@s3.example.com/')).toThrow(/nome do bucket/);
  });
});
