/**
 * The shared frame of every e-mail: a greeting, paragraphs, an optional list, one call-to-action link and
 * the product's footer, rendered both as plain text and as simple inline-styled HTML (mail clients ignore
 * style sheets). All dynamic text is escaped here, so templates pass plain strings.
 */
import { PRODUCT_NAME } from '../../../../shared/config/product';
import { escapeHtml } from '../escape-html';
import type { MailContent } from './mail-content';

export interface MailLayoutInput {
  subject: string;
  /** Greeting name; 'there' when unknown. */
  recipientName: string | null;
  paragraphs: string[];
  /** Optional bullet list (e.g. note excerpts). */
  items?: string[];
  action: { label: string; url: string };
}

export function renderMail(input: MailLayoutInput): MailContent {
  const hello = `Hi ${input.recipientName?.trim() || 'there'},`;
  const items = input.items ?? [];
  const text = [
    hello,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(items.length > 0 ? [...items.map((i) => `- ${i}`), ''] : []),
    `${input.action.label}: ${input.action.url}`,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');

  const p = (t: string) => `<p style="margin:0 0 16px;font:15px/1.5 Arial,sans-serif;color:#1f2330">${t}</p>`;
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f8">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    p(escapeHtml(hello)),
    ...input.paragraphs.map((t) => p(escapeHtml(t))),
    items.length > 0
      ? `<ul style="margin:0 0 16px;padding-left:20px;font:14px/1.5 Arial,sans-serif;color:#1f2330">${items
          .map((i) => `<li>${escapeHtml(i)}</li>`)
          .join('')}</ul>`
      : '',
    `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#6d4aff;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font:600 14px Arial,sans-serif">${escapeHtml(input.action.label)}</a></p>`,
    `<p style="margin:0;font:12px Arial,sans-serif;color:#7a7f8c">${escapeHtml(PRODUCT_NAME)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: input.subject, text, html };
}

/** Cuts a text to `max` characters on one line, with an ellipsis. */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
