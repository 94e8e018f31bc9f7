/**
 * Slack through an incoming-webhook URL: which domain events post to a channel (notes and approvals), the
 * one readable message each becomes (a batch of notes is one message: project, video, time code, reviewer,
 * and a link to the project page), and which URLs are Slack's (hooks.slack.com over https; locally the
 * stand-in's `/slack/services/…`). A connection is the workspace's (every project) or one project's.
 */
import * as z from 'zod/mini';
import { PRODUCT_NAME } from '../config/product';
import { formatTimecode } from '../lib/timecode';
import type { DomainEvent } from './domain-events';
import { projectLink } from './notification-texts';

export const SLACK_EVENT_TYPES = ['notes_submitted', 'video_approved', 'project_approved'] as const;

/** The event type a connection's 'Send test message' is logged under. */
export const SLACK_TEST_EVENT = 'slack.test';

/** The connection of the whole workspace (a project's connection is keyed by its project id). */
export const SLACK_WORKSPACE_SCOPE = 'workspace';

export const SLACK_LIMITS = {
  /** Notes listed in one message (the rest are counted). */
  notesShown: 10,
  noteChars: 300,
  maxUrlLength: 500,
  /** Project connections per workspace. */
  maxProjectConnections: 50,
} as const;

/** Whether a URL is a Slack incoming webhook (Slack's host, https, its path), or the local stand-in's. */
export function isSlackWebhookUrl(raw: string, localOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (localOrigins.includes(url.origin)) return url.pathname.startsWith('/slack/services/');
  return (
    url.protocol === 'https:' && url.hostname === 'hooks.slack.com' && url.pathname.startsWith('/services/')
  );
}

/** The URL as the page shows it once saved (its secret path hidden). */
export function slackUrlHint(raw: string): string {
  const url = new URL(raw);
  const last = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  return `${url.host}/…/${last.slice(0, 4)}…`;
}

export const slackConnectionSchema = z.object({
  /** `workspace`, or the project id. */
  scope: z.string(),
  projectName: z.nullable(z.string()),
  urlHint: z.string(),
  connectedAt: z.string(),
});
export type SlackConnectionView = z.infer<typeof slackConnectionSchema>;

/** Slack's mrkdwn escapes. */
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The Slack message of an event (`text` for notifications, the same text in one section block), or null. */
export function slackMessageOf(
  event: DomainEvent,
  appUrl: string,
): { text: string; blocks: { type: 'section'; text: { type: 'mrkdwn'; text: string } }[] } | null {
  if (
    event.type !== 'notes_submitted' &&
    event.type !== 'video_approved' &&
    event.type !== 'project_approved'
  )
    return null;
  const link = `<${new URL(projectLink(event.projectId), appUrl).toString()}|Open ${esc(event.projectName)}>`;
  let text: string;
  if (event.type === 'notes_submitted') {
    const count = event.notes.length;
    const lines = event.notes
      .slice(0, SLACK_LIMITS.notesShown)
      .map(
        (n) =>
          `• *${esc(n.videoTitle)}* at \`${formatTimecode(n.timecodeMs)}\`: ${esc(clip(n.body, SLACK_LIMITS.noteChars))}`,
      );
    const more = count > SLACK_LIMITS.notesShown ? [`…and ${count - SLACK_LIMITS.notesShown} more`] : [];
    text = [
      `*${esc(event.reviewer)}* left ${count} ${count === 1 ? 'note' : 'notes'} on *${esc(event.projectName)}*`,
      ...lines,
      ...more,
      link,
    ].join('\n');
  } else if (event.type === 'video_approved') {
    text = [
      `*${esc(event.reviewer)}* approved *${esc(event.videoTitle)}* (v${event.versionNumber}) in *${esc(event.projectName)}*: ${event.approvedCount} of ${event.videoCount} videos approved`,
      link,
    ].join('\n');
  } else {
    text = [
      `*${esc(event.reviewer)}* approved the whole project *${esc(event.projectName)}* (${event.videoCount} ${event.videoCount === 1 ? 'video' : 'videos'})`,
      link,
    ].join('\n');
  }
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
}

/** The message 'Send test message' posts: which connection it came through, so a channel can tell. */
export function slackTestMessage(projectName: string | null): {
  text: string;
  blocks: { type: 'section'; text: { type: 'mrkdwn'; text: string } }[];
} {
  const where = projectName === null ? 'every project of the workspace' : `the project *${esc(projectName)}*`;
  const text = `This is a test message from ${PRODUCT_NAME}: notes and approvals on ${where} will arrive in this channel.`;
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
}
