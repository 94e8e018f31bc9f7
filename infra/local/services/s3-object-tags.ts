/**
 * Object tagging for the local S3 stand-in (fauxqs answers no tagging call and ignores `x-amz-tagging`). The
 * media bucket's lifecycle acts on tags (originals to infrequent access, archived projects' objects expire),
 * so the functions that set them must be testable here: Get/Put/DeleteObjectTagging on path-style URLs
 * (`/<bucket>/<key>?tagging`), and the tag set a PutObject or CreateMultipartUpload carries in its header.
 * Tags are kept in memory (a restarted stand-in forgets them; nothing local expires objects anyway).
 */

interface TagRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
  body?: unknown;
}
interface TagReply {
  code(status: number): TagReply;
  header(name: string, value: string): TagReply;
  send(payload?: string): unknown;
}
interface InjectAnswer {
  statusCode: number;
}
export interface TaggableApp {
  addHook(name: 'preHandler', hook: (request: TagRequest, reply: TagReply) => Promise<unknown>): unknown;
  inject(options: { method: 'HEAD'; url: string }): Promise<InjectAnswer>;
}

type TagSet = ReadonlyMap<string, string>;

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xmlUnescape = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** `a=b&c=d` (the header form). */
function parseHeaderTags(header: string): Map<string, string> {
  return new Map([...new URLSearchParams(header)]);
}

/** `<Tagging><TagSet><Tag><Key>a</Key><Value>b</Value></Tag>…` (the PutObjectTagging body). */
function parseXmlTags(xml: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of xml.matchAll(/<Tag>\s*<Key>([^<]*)<\/Key>\s*<Value>([^<]*)<\/Value>\s*<\/Tag>/g)) {
    tags.set(xmlUnescape(match[1] ?? ''), xmlUnescape(match[2] ?? ''));
  }
  return tags;
}

function tagSetXml(tags: TagSet): string {
  const items = [...tags]
    .map(([k, v]) => `<Tag><Key>${xmlEscape(k)}</Key><Value>${xmlEscape(v)}</Value></Tag>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet>${items}</TagSet></Tagging>`;
}

const noSuchKey = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${xmlEscape(key)}</Key></Error>`;

/** `/<bucket>/<key>` of a path-style URL (null for a bucket-level request). */
function objectPath(url: string): string | null {
  const path = decodeURIComponent(url.split('?')[0] ?? '');
  const match = /^\/[^/]+\/(.+)$/.exec(path);
  return match ? path : null;
}

function hasQuery(request: TagRequest, name: string): boolean {
  const query = request.query;
  return typeof query === 'object' && query !== null && name in query;
}

/** Adds object tagging to the stand-in's Fastify app (a hook before fauxqs's own routes answer). */
export function addObjectTagging(app: TaggableApp): void {
  const tagsByObject = new Map<string, TagSet>();
  app.addHook('preHandler', async (request, reply) => {
    const path = objectPath(request.url);
    if (path === null) return;
    if (!hasQuery(request, 'tagging')) {
      // Writes that replace an object replace its tags (with the header's, or none).
      const header = request.headers['x-amz-tagging'];
      const isObjectWrite =
        (request.method === 'PUT' && !hasQuery(request, 'partNumber')) ||
        (request.method === 'POST' && hasQuery(request, 'uploads'));
      if (isObjectWrite) {
        if (typeof header === 'string') tagsByObject.set(path, parseHeaderTags(header));
        else if (request.method === 'PUT') tagsByObject.delete(path);
      }
      if (request.method === 'DELETE' && !hasQuery(request, 'uploadId')) tagsByObject.delete(path);
      return;
    }
    const head = await app.inject({ method: 'HEAD', url: request.url.split('?')[0] ?? '' });
    if (head.statusCode === 404) {
      return reply.code(404).header('content-type', 'application/xml').send(noSuchKey(path));
    }
    if (request.method === 'GET') {
      return reply
        .code(200)
        .header('content-type', 'application/xml')
        .send(tagSetXml(tagsByObject.get(path) ?? new Map()));
    }
    if (request.method === 'PUT') {
      const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : String(request.body ?? '');
      tagsByObject.set(path, parseXmlTags(body));
      return reply.code(200).send('');
    }
    if (request.method === 'DELETE') {
      tagsByObject.delete(path);
      return reply.code(204).send('');
    }
    return undefined;
  });
}
