// The artifact store in an S3-compatible object store, for production: objects
// <prefix>remotes/<app>/<version>/<file> at path-style URLs, signed with SigV4 by aws4fetch.
// Objects cannot be renamed into place, so a publish claims the version with a conditional
// write, uploads the files, and writes the record last; readers see only recorded versions.
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { RELEASE_RECORD, VersionExistsError } from './artifact-store';
import type { ArtifactStore } from './artifact-store';
import { assertAppName, assertVersion, fileSegments, isVersion } from './names';
import { assertRecordOf, formatReleaseRecord, listBuildFiles, parseReleaseRecord } from './record';
import { contentTypeOf, errorCodeOf, normalizePrefix, parseListPage } from './s3-wire';

export type S3StoreOptions = Readonly<{
  /** The service's base URL: https://s3.eu-central-1.amazonaws.com, http://127.0.0.1:9000… */
  endpoint: string;
  bucket: string;
  /** Put before every key, e.g. 'omad/'; '' for the bucket's root. A missing '/' is added. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys per ListObjectsV2 page; S3's maximum unless a test wants several pages. */
  listPageSize?: number;
}>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
/** The object that marks a version a publish is writing; deleted when that publish ends. */
const CLAIM = '.omad-publishing';
const UPLOADS_AT_ONCE = 8;

/** Another publish holds the version's claim: one running now, or one that died. */
export class VersionClaimedError extends VersionExistsError {
  constructor(app: string, version: string, claim: string) {
    super(app, version);
    this.message =
      `${app}@${version} is being published by another run; if none is running, ` +
      `one died: delete ${claim} and publish again`;
  }
}

const inParallel = async (
  items: readonly string[],
  limit: number,
  task: (item: string) => Promise<void>,
): Promise<void> => {
  let next = 0;
  const worker = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

export const createS3Store = (options: S3StoreOptions): ArtifactStore => {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 3,
  });
  const bucketUrl = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  const prefix = normalizePrefix(options.prefix);
  const location = `s3://${options.bucket}/${prefix}`;
  const pageSize = options.listPageSize ?? 1000;
  /** Versions seen with a record: records are never removed, so a hit never goes stale. */
  const published = new Set<string>();

  const keyOf = (app: string, version: string, file: string): string => {
    assertAppName(app);
    assertVersion(version);
    return `${prefix}remotes/${app}/${version}/${file}`;
  };
  const send = (method: string, key: string, init: RequestInit = {}): Promise<Response> =>
    client.fetch(`${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`, {
      ...init,
      method,
    });
  const failure = async (response: Response, what: string): Promise<Error> => {
    const code = errorCodeOf(await response.text().catch(() => ''));
    return new Error(
      `${location}: ${what} failed: HTTP ${response.status}${code ? ` ${code}` : ''}`,
    );
  };
  /** The body of an object, or null when there is none. */
  const get = async (key: string): Promise<Response | null> => {
    const response = await send('GET', key);
    if (response.ok) return response;
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    throw await failure(response, `GET ${key}`);
  };
  const exists = async (key: string): Promise<boolean> => {
    const response = await send('HEAD', key);
    if (response.ok || response.status === 404) return response.ok;
    throw await failure(response, `HEAD ${key}`);
  };
  /**
   * Uploads a build file only where there is none (`If-None-Match: *`), so nothing already
   * published is ever overwritten. A 412 says one is there: left by a publish of this version
   * that died (its claim deleted by hand, as VersionClaimedError advises). Identical bytes are
   * what this publish would have written, so they stand; any other bytes refuse the publish.
   */
  const put = async (
    key: string,
    body: Uint8Array<ArrayBuffer>,
    headers: Readonly<Record<string, string>>,
  ) => {
    const response = await send('PUT', key, {
      body,
      headers: { ...headers, 'If-None-Match': '*' },
    });
    if (response.status === 412) {
      await response.arrayBuffer();
      const existing = await get(key);
      const bytes = existing === null ? null : new Uint8Array(await existing.arrayBuffer());
      if (bytes !== null && sha256Hex(bytes) === sha256Hex(body)) return;
      throw new Error(
        `${location}: ${key} is already there with other bytes; it is never overwritten: publish a new version`,
      );
    }
    if (!response.ok) throw await failure(response, `PUT ${key}`);
    await response.arrayBuffer();
  };
  const isPublished = async (app: string, version: string): Promise<boolean> => {
    const id = `${app}@${version}`;
    if (published.has(id)) return true;
    if (await exists(keyOf(app, version, RELEASE_RECORD))) published.add(id);
    return published.has(id);
  };

  /**
   * Claims app@version for this publish with `If-None-Match: *`, which AWS S3, MinIO and R2
   * refuse when the object exists. A server that ignores the header lets the last claimer
   * win, so the claim is read back here and again before the record is written.
   */
  const claim = async (app: string, version: string, by: string) => {
    const key = keyOf(app, version, CLAIM);
    const token = randomUUID();
    const response = await send('PUT', key, {
      body: JSON.stringify({ token, by, since: new Date().toISOString() }),
      headers: {
        'If-None-Match': '*',
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      },
    });
    const refused = response.status === 412 || response.status === 409;
    if (!response.ok && !refused) throw await failure(response, `PUT ${key}`);
    await response.arrayBuffer();
    const held = async (): Promise<boolean> => {
      const current = await get(key);
      return current !== null && (await current.text()).includes(token);
    };
    if (refused || !(await held())) {
      throw new VersionClaimedError(app, version, `s3://${options.bucket}/${key}`);
    }
    return {
      held,
      release: async () => {
        if (await held()) await (await send('DELETE', key)).arrayBuffer();
      },
    };
  };

  return {
    location,

    async versions(app) {
      assertAppName(app);
      const folder = `${prefix}remotes/${app}/`;
      const names: string[] = [];
      let token: string | null = null;
      do {
        const query = new URLSearchParams({
          'list-type': '2',
          prefix: folder,
          delimiter: '/',
          'max-keys': String(pageSize),
        });
        if (token !== null) query.set('continuation-token', token);
        const response = await client.fetch(`${bucketUrl}?${query}`);
        if (!response.ok) throw await failure(response, `list ${folder}`);
        const page = parseListPage(await response.text());
        names.push(...page.prefixes.map((found) => found.slice(folder.length, -1)));
        if (page.truncated && page.next === null) {
          throw new Error(`${location}: list ${folder} was cut short without a continuation token`);
        }
        token = page.truncated ? page.next : null;
      } while (token !== null);
      const candidates = names.filter(isVersion);
      const recorded = await Promise.all(candidates.map((version) => isPublished(app, version)));
      return candidates.filter((_, index) => recorded[index]);
    },

    async record(app, version) {
      const key = keyOf(app, version, RELEASE_RECORD);
      const response = await get(key);
      if (response === null) return null;
      const record = parseReleaseRecord(await response.text(), `s3://${options.bucket}/${key}`);
      published.add(`${app}@${version}`);
      return record;
    },

    async read(app, version, file) {
      const key = keyOf(app, version, fileSegments(app, version, file).join('/'));
      if (!(await isPublished(app, version))) return null;
      const response = await get(key);
      return response === null ? null : new Uint8Array(await response.arrayBuffer());
    },

    async publish(app, version, dir, record) {
      const recordKey = keyOf(app, version, RELEASE_RECORD);
      assertRecordOf(record, app, version);
      const files = await listBuildFiles(dir);
      if (await isPublished(app, version)) throw new VersionExistsError(app, version);
      const held = await claim(app, version, record.publishedBy);
      try {
        // A publish that ended between the check above and the claim left its record.
        if (await exists(recordKey)) throw new VersionExistsError(app, version);
        await inParallel(files, UPLOADS_AT_ONCE, async (file) => {
          // Copied into a plain ArrayBuffer, which is what fetch accepts as a body.
          const bytes = new Uint8Array(await readFile(path.join(dir, ...file.split('/'))));
          await put(keyOf(app, version, file), bytes, {
            'Content-Type': contentTypeOf(file),
            'Cache-Control': IMMUTABLE,
          });
        });
        if (!(await held.held())) throw new VersionExistsError(app, version);
        const response = await send('PUT', recordKey, {
          body: formatReleaseRecord(record),
          headers: {
            'If-None-Match': '*',
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-cache',
          },
        });
        if (response.status === 412 || response.status === 409) {
          throw new VersionExistsError(app, version);
        }
        if (!response.ok) throw await failure(response, `PUT ${recordKey}`);
        await response.arrayBuffer();
        published.add(`${app}@${version}`);
      } finally {
        // Best effort: a claim left behind only blocks a retry, with a message that says so.
        await held.release().catch(() => {});
      }
    },
  };
};
