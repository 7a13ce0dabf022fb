import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type ByteRange, type Storage, type StoredObject } from './storage.ts';
import type { S3Location } from './storage-url.ts';

/**
 * The S3-compatible driver (decision 1602): path-style requests (`endpoint/bucket/key`, which AWS,
 * MinIO, R2 and the test's s3rver all accept) signed with SigV4 by aws4fetch — a few kilobytes
 * instead of the AWS SDK's megabytes. Uploads stream from the caller with their length and are
 * sent unsigned-payload; reads pass the Range through, so the bucket sends only the bytes asked for.
 */
export function createS3Storage(location: S3Location): Storage {
  const client = new AwsClient({ accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey, service: 's3', region: location.region });
  const base = `${location.endpoint}/${encodeURIComponent(location.bucket)}`;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${key}`;
  };

  async function send(method: string, url: string, headers: Record<string, string> = {}): Promise<Response> {
    return client.fetch(url, { method, headers });
  }

  async function failure(what: string, response: Response): Promise<Error> {
    const text = await response.text().catch(() => '');
    return new Error(`S3 ${what}: ${response.status} ${text.slice(0, 300)}`);
  }

  return {
    kind: 's3',
    async put(key, body, size, contentType) {
      // fetch would send a stream chunked, which S3 refuses for PUT: sign with fetch's signer, send with node:http and a length.
      const signed = await client.sign(urlOf(key), { method: 'PUT', headers: { 'content-type': contentType, 'content-length': String(size) } });
      // forEach rather than entries(): the Headers type the API sees (no DOM lib) has no iterator.
      const headers: Record<string, string> = {};
      signed.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const url = new URL(signed.url);
      const request = (url.protocol === 'https:' ? https : http).request(url, { method: 'PUT', headers });
      const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
        request.on('response', resolve);
        request.on('error', reject);
      });
      await pipeline(body, request);
      const response = await answered;
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      if ((response.statusCode ?? 500) >= 300) throw new Error(`S3 put ${key}: ${response.statusCode} ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`);
    },
    async get(key, range?: ByteRange) {
      const response = await send('GET', urlOf(key), range ? { range: `bytes=${range.start}-${range.end}` } : {});
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure(`get ${key}`, response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async head(key) {
      const response = await send('HEAD', urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(`head ${key}`, response);
      return { key, size: Number(response.headers.get('content-length') ?? 0) };
    },
    async delete(key) {
      const response = await send('DELETE', urlOf(key));
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw await failure(`delete ${key}`, response);
    },
    async *list(prefix = '') {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix });
        if (token) query.set('continuation-token', token);
        const response = await send('GET', `${base}?${query.toString()}`);
        if (!response.ok) throw await failure('list', response);
        const xml = await response.text();
        for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = xmlText(match[1]!, 'Key');
          const modified = xmlText(match[1]!, 'LastModified');
          if (key !== undefined) yield { key, size: Number(xmlText(match[1]!, 'Size') ?? 0), ...(modified ? { modifiedAt: new Date(modified) } : {}) } satisfies StoredObject;
        }
        token = xmlText(xml, 'IsTruncated') === 'true' ? xmlText(xml, 'NextContinuationToken') : undefined;
      } while (token);
    },
  };
}

/** The text of the first `<tag>` in `xml`, entities decoded (keys are ours, so only the five XML ones occur). */
function xmlText(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  if (!match) return undefined;
  return match[1]!.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
}
