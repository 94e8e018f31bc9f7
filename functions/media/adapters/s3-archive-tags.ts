/**
 * The archived tag on a project's objects (shared/config/storage-lifecycle): Get/PutObjectTagging signed with
 * SigV4 and sent with fetch, like s3-object-requests.ts (the editor's API does not load the S3 client). A tag
 * set is replaced whole by S3, so the object's other tags (the original's kind, which moves it to infrequent
 * access) are read first and kept. Idempotent: tagging twice, or untagging an untagged object, changes
 * nothing; an object already gone (expired by the lifecycle, or never stored) is skipped.
 */
import { createHash } from 'node:crypto';
import { STORAGE_LIFECYCLE } from '../../../shared/config/storage-lifecycle';
import type { ArchiveTagsPort } from '../../projects';
import type { S3PresignedGetOptions } from './s3-presigned-get';
import { s3ObjectSender, S3RequestError } from './s3-object-requests';

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xmlUnescape = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The tag set of a GetObjectTagging answer. */
export function parseTagSet(xml: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of xml.matchAll(/<Tag>\s*<Key>([^<]*)<\/Key>\s*<Value>([^<]*)<\/Value>\s*<\/Tag>/g)) {
    tags.set(xmlUnescape(match[1] ?? ''), xmlUnescape(match[2] ?? ''));
  }
  return tags;
}

function tagSetBody(tags: ReadonlyMap<string, string>): string {
  const items = [...tags]
    .map(([k, v]) => `<Tag><Key>${xmlEscape(k)}</Key><Value>${xmlEscape(v)}</Value></Tag>`)
    .join('');
  return `<Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet>${items}</TagSet></Tagging>`;
}

export function s3ArchiveTags(
  options: S3PresignedGetOptions,
  fetchImpl: typeof fetch = fetch,
): ArchiveTagsPort {
  const sendSigned = s3ObjectSender(options, fetchImpl);
  const { key: tagKey, value: tagValue } = STORAGE_LIFECYCLE.archivedTag;

  function send(method: 'GET' | 'PUT', key: string, body?: string): Promise<Response> {
    if (body === undefined) return sendSigned({ method, key, query: { tagging: '' } });
    // PutObjectTagging requires an integrity header.
    const headers = {
      'content-md5': createHash('md5').update(body).digest('base64'),
      'content-type': 'application/xml',
    };
    return sendSigned({ method, key, query: { tagging: '' }, headers, body });
  }

  async function setOne(key: string, archived: boolean): Promise<void> {
    const current = await send('GET', key);
    if (current.status === 404) {
      await current.body?.cancel();
      return;
    }
    if (!current.ok) {
      await current.body?.cancel();
      throw new S3RequestError(current.status, `S3 GetObjectTagging answered ${current.status}`);
    }
    const tags = parseTagSet(await current.text());
    if (archived ? tags.get(tagKey) === tagValue : !tags.has(tagKey)) return;
    if (archived) tags.set(tagKey, tagValue);
    else tags.delete(tagKey);
    const res = await send('PUT', key, tagSetBody(tags));
    await res.body?.cancel();
    if (res.status === 404) return;
    if (!res.ok) throw new S3RequestError(res.status, `S3 PutObjectTagging answered ${res.status}`);
  }

  return {
    async setArchived(keys, archived) {
      // A few at a time: a project holds tens of versions, and S3 takes thousands of requests a second.
      const pending = [...keys];
      const worker = async () => {
        for (let key = pending.shift(); key !== undefined; key = pending.shift()) await setOne(key, archived);
      };
      await Promise.all(Array.from({ length: Math.min(4, pending.length) }, worker));
    },
  };
}
