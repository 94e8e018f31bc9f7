/**
 * A project's analytics, from its stored items and its versions' viewing counters: views, unique viewers
 * and completion per video and version, time from the link to the first client feedback and to approval,
 * client notes per round (a round = a version number: round 1 is every video's first version).
 * The link is made with the project, so its time is the project's creation.
 */
import type { Approval, Note, Project, Video, VideoVersion } from './entities';

/** A version's viewing counters (summed over their shards). */
export interface VersionViewingCounters {
  versionId: string;
  bucketMs: number;
  histogram: number[];
  plays: number;
  viewers: number;
  completions: number;
  watchedMs: number;
}

export interface VersionAnalytics {
  versionId: string;
  versionNumber: number;
  views: number;
  uniqueViewers: number;
  /** Viewers who reached the end / viewers; null without viewers. */
  completionRate: number | null;
  watchedMs: number;
  durationMs: number | null;
}

export interface VideoAnalytics {
  videoId: string;
  title: string;
  views: number;
  uniqueViewers: number;
  completionRate: number | null;
  /** Versions until approval (the approved version's number), else the versions so far. */
  rounds: number;
  approved: boolean;
  versions: VersionAnalytics[];
}

export interface ProjectAnalyticsSummary {
  projectId: string;
  name: string;
  clientDisplayName: string;
  linkCreatedAt: string;
  /** ms from the link to the first client note; null before any. */
  timeToFirstFeedbackMs: number | null;
  /** ms from the link to the project's approval (its last video's approval); null while not approved. */
  timeToApprovalMs: number | null;
  views: number;
  uniqueViewers: number;
  completionRate: number | null;
  /** Client notes per round, round 1 first. */
  notesPerRound: { round: number; notes: number }[];
  videos: VideoAnalytics[];
}

const rate = (completions: number, viewers: number) =>
  viewers > 0 ? Math.min(1, completions / viewers) : null;
const ms = (iso: string) => new Date(iso).getTime();

export function projectAnalytics(
  tree: {
    project: Project;
    videos: readonly Video[];
    versions: readonly VideoVersion[];
    notes: readonly Note[];
    approvals: readonly Approval[];
  },
  counters: readonly VersionViewingCounters[],
): ProjectAnalyticsSummary {
  const byVersion = new Map(counters.map((c) => [c.versionId, c]));
  const start = ms(tree.project.createdAt);
  const clientNotes = tree.notes.filter((n) => n.author !== 'editor');
  const firstNote = clientNotes.reduce<number | null>(
    (first, n) => (first === null || ms(n.createdAt) < first ? ms(n.createdAt) : first),
    null,
  );
  const videoApprovals = tree.approvals.filter((a) => a.scope === 'video');
  const approvedAt =
    tree.project.status === 'approved' && tree.approvals.length > 0
      ? Math.max(...tree.approvals.map((a) => ms(a.approvedAt)))
      : null;

  const videos = tree.videos.map((video): VideoAnalytics => {
    const versions = tree.versions
      .filter((v) => v.videoId === video.id)
      .sort((a, b) => a.versionNumber - b.versionNumber)
      .map((version): VersionAnalytics => {
        const c = byVersion.get(version.id);
        return {
          versionId: version.id,
          versionNumber: version.versionNumber,
          views: c?.plays ?? 0,
          uniqueViewers: c?.viewers ?? 0,
          completionRate: rate(c?.completions ?? 0, c?.viewers ?? 0),
          watchedMs: c?.watchedMs ?? 0,
          durationMs: version.durationMs,
        };
      });
    const approval = videoApprovals
      .filter((a) => a.scopeId === video.id)
      .sort((a, b) => ms(b.approvedAt) - ms(a.approvedAt))[0];
    const approvedVersion = approval?.versionId
      ? versions.find((v) => v.versionId === approval.versionId)
      : undefined;
    const sum = (pick: (v: VersionAnalytics) => number) => versions.reduce((s, v) => s + pick(v), 0);
    const completions = versions.reduce((s, v) => s + (byVersion.get(v.versionId)?.completions ?? 0), 0);
    return {
      videoId: video.id,
      title: video.title,
      views: sum((v) => v.views),
      uniqueViewers: sum((v) => v.uniqueViewers),
      completionRate: rate(
        completions,
        sum((v) => v.uniqueViewers),
      ),
      rounds: approvedVersion?.versionNumber ?? versions.at(-1)?.versionNumber ?? 0,
      approved: video.status === 'approved',
      versions,
    };
  });

  const versionNumberOf = new Map(tree.versions.map((v) => [v.id, v.versionNumber]));
  const perRound = new Map<number, number>();
  for (const v of tree.versions) perRound.set(v.versionNumber, perRound.get(v.versionNumber) ?? 0);
  for (const n of clientNotes) {
    const round = versionNumberOf.get(n.videoVersionId);
    if (round !== undefined) perRound.set(round, (perRound.get(round) ?? 0) + 1);
  }
  const allCompletions = counters.reduce((s, c) => s + c.completions, 0);
  const allViewers = counters.reduce((s, c) => s + c.viewers, 0);
  return {
    projectId: tree.project.id,
    name: tree.project.name,
    clientDisplayName: tree.project.clientDisplayName,
    linkCreatedAt: tree.project.createdAt,
    timeToFirstFeedbackMs: firstNote === null ? null : Math.max(0, firstNote - start),
    timeToApprovalMs: approvedAt === null ? null : Math.max(0, approvedAt - start),
    views: videos.reduce((s, v) => s + v.views, 0),
    uniqueViewers: allViewers,
    completionRate: rate(allCompletions, allViewers),
    notesPerRound: [...perRound.entries()]
      .sort(([a], [b]) => a - b)
      .map(([round, notes]) => ({ round, notes })),
    videos,
  };
}

/** An elapsed time as people say it: '2 d 4 h', '3 h 20 min', '12 min', '< 1 min'. */
export function formatElapsed(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return '< 1 min';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/** A completion rate as a percentage ('75%'), or null. */
export const formatRate = (rate: number | null) => (rate === null ? null : `${Math.round(rate * 100)}%`);

/**
 * One CSV cell, quoted when it holds a quote, a comma or a line break. A text a spreadsheet would run as a
 * formula (a client may type '=HYPERLINK(…)' as their name) starts with an apostrophe, so it stays text.
 */
export const csvCell = (value: string | number) => {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The per-video table as CSV (one row per version), as the Pro export downloads it. */
export function projectAnalyticsCsv(summary: ProjectAnalyticsSummary): string {
  const rows: (string | number)[][] = [
    ['Video', 'Version', 'Views', 'Unique viewers', 'Completion rate', 'Watched seconds', 'Rounds'],
  ];
  for (const video of summary.videos) {
    for (const version of video.versions) {
      rows.push([
        video.title,
        version.versionNumber,
        version.views,
        version.uniqueViewers,
        formatRate(version.completionRate) ?? '',
        Math.round(version.watchedMs / 1000),
        video.rounds,
      ]);
    }
  }
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
