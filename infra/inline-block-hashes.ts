/**
 * CSP sources for the inline `<script>` and `<style>` blocks of a built HTML page: `sha256-<base64>` of each
 * block's exact text, as browsers hash it. Used by the local server (its own built pages) and by the CDK stack
 * (the SPA's index.html at synth), so the same strict policy allows exactly the blocks we ship and nothing else.
 */
import { createHash } from 'node:crypto';

const INLINE_BLOCK = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

export function inlineBlockHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_BLOCK)) {
    const [, , attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue; // an external script: allowed by its origin
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
