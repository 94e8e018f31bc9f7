/** Every text of a project's Activity panel (shared/domain/project-activity). */
import type { ProjectActivity } from '../domain/project-activity';

const quoted = (title: string | undefined) => (title ? ` “${title}”` : '');

export const ACTIVITY_MESSAGES = {
  title: 'Activity',
  empty: 'Nothing has happened on this project yet.',
  loadFailed: 'The activity could not be loaded.',
  loadMore: 'Load more activity',
  client: 'Client',
  /** Who an entry names: a client who gave no name on the review link is 'A client'. */
  actor(entry: ProjectActivity): string {
    return entry.actor.name.trim() === '' && entry.actor.kind === 'client' ? 'A client' : entry.actor.name;
  },
  /** What the entry says after the actor's name. */
  action(entry: ProjectActivity): string {
    switch (entry.kind) {
      case 'notes_submitted': {
        const n = entry.noteCount ?? 1;
        return `left ${n === 1 ? 'a note' : `${n} notes`}${entry.videoTitle ? ` on${quoted(entry.videoTitle)}` : ''}`;
      }
      case 'note_completed':
        return `marked a note done${entry.videoTitle ? ` on${quoted(entry.videoTitle)}` : ''}`;
      case 'note_reopened':
        return `reopened a note${entry.videoTitle ? ` on${quoted(entry.videoTitle)}` : ''}`;
      case 'version_added':
        return `added version ${entry.versionNumber ?? ''} of${quoted(entry.videoTitle)}`;
      case 'video_approved':
        return `approved${quoted(entry.videoTitle)}${entry.versionNumber ? ` (version ${entry.versionNumber})` : ''}`;
      case 'project_approved':
        return 'approved the project';
      case 'editor_replied':
        return `replied to a note${entry.videoTitle ? ` on${quoted(entry.videoTitle)}` : ''}`;
      case 'video_added':
        return `added the video${quoted(entry.videoTitle)}`;
      case 'project_renamed':
        return entry.projectName
          ? `renamed the project to${quoted(entry.projectName)}`
          : 'renamed the project';
      case 'project_archived':
        return 'archived the project';
      case 'project_restored':
        return 'restored the project';
      case 'link_opened':
        return 'opened the review link';
    }
  },
} as const;
