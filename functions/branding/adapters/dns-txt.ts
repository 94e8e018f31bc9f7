/**
 * The DNS TXT look-up of a review address's verification record: the system resolver in the cloud; locally
 * (CUTROOM_DNS_QUERY_URL) the local server's DNS stand-in, asked in the JSON shape of DNS-over-HTTPS
 * (`?name=&type=TXT` → `{ Answer: [{ data }] }`), where tests and the developer publish records.
 */
import { resolveTxt } from 'node:dns/promises';
import * as z from '../../platform/zod';
import { ENV } from '../../../shared/config/env-names';
import { env } from '../../platform/config/env';
import type { DnsTxtPort } from '../review-host-ports';

const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'ENONAME']);

export function systemDnsTxt(): DnsTxtPort {
  return {
    async txt(name) {
      try {
        // A TXT record may be split in strings of 255 characters: joined, they are one value.
        return (await resolveTxt(name)).map((parts) => parts.join(''));
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && NO_RECORD.has(code)) return [];
        throw error;
      }
    },
  };
}

const answerSchema = z.object({
  Answer: z.optional(z.array(z.object({ data: z.string() }))),
});

export function dnsQueryTxt(url: string): DnsTxtPort {
  return {
    async txt(name) {
      const response = await fetch(`${url}?name=${encodeURIComponent(name)}&type=TXT`, {
        headers: { accept: 'application/dns-json' },
      });
      if (!response.ok) throw new Error(`DNS query failed: HTTP ${response.status}`);
      const body = answerSchema.parse(await response.json());
      return (body.Answer ?? []).map((a) => a.data.replace(/^"|"$/g, ''));
    },
  };
}

export function dnsTxtFromEnv(): DnsTxtPort {
  const url = (env() as Record<string, string | undefined>)[ENV.dnsQueryUrl];
  return url ? dnsQueryTxt(url) : systemDnsTxt();
}
