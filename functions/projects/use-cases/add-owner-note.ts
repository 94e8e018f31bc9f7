/**
 * The editor's own note on a version, from the project page: a point or a range, with an optional drawing on
 * the frame — checked exactly like a client's (body, frame agreeing with ms, range within the video, drawing
 * shapes). Only the owner's own projects (another user's is a 404), never an archived one (409), only a
 * version of that video (404). Idempotent on the request id: a retried request answers the note stored the
 * first time. The note counts toward the version's cap (not the review link's), is stored pending, marked as
 * the editor's and signed by the acting member (their own profile, never the workspace owner's), and the
 * project status rule follows.
 */
import type { AddOwnerNoteBody, AddOwnerNoteResponse } from '../../../shared/api/endpoints/notes';
import { NOTE_LIMITS } from '../../../shared/domain/note-limits';
import { ConflictError, ERROR_CODES, NotFoundError } from '../../../shared/errors/app-error';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { memberSignature } from '../../../shared/domain/note-reply';
import type { Note, Profile } from '../../../shared/domain/entities';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { checkedNoteTiming } from './checked-note-timing';
import type { EditorPorts } from '../ports';
import { loadMutableTree } from './owned-project';
import { reapplyStatusRule } from './reapply-status-rule';

export async function addOwnerNote(
  ports: Pick<EditorPorts, 'projects' | 'clock' | 'ids'>,
  input: {
    userId: string;
    projectId: string;
    videoId: string;
    body: AddOwnerNoteBody;
    /** The acting member's own profile (an API key acts with the workspace's). */
    author: Pick<Profile, 'displayName' | 'fullName'>;
  },
): Promise<AddOwnerNoteResponse> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  const { body } = input;
  const replayed = tree.notes.find((n) => n.submitBatchId === body.requestId && n.author === 'editor');
  if (replayed) return { note: replayed, created: false, project: tree.project };
  if (!tree.videos.some((v) => v.id === input.videoId))
    throw new NotFoundError(PROJECT_MESSAGES.videoNotFound);
  const version = tree.versions.find((v) => v.id === body.videoVersionId && v.videoId === input.videoId);
  if (!version) throw new NotFoundError(PROJECT_MESSAGES.versionNotFound);
  const timing = checkedNoteTiming(body, version);
  const stored = tree.notes.filter((n) => n.videoVersionId === version.id).length;
  if (stored + 1 > NOTE_LIMITS.perVersion)
    throw new ConflictError(REVIEW_MESSAGES.versionNoteLimit(NOTE_LIMITS.perVersion), ERROR_CODES.noteLimit);

  const signature = memberSignature(input.author);
  const note: Note = {
    id: ports.ids.next(),
    projectId: tree.project.id,
    videoId: input.videoId,
    videoVersionId: version.id,
    body: body.body,
    status: 'pending',
    timecodeMs: body.timecodeMs,
    frame: timing.frame,
    ...(timing.range ?? {}),
    ...(body.drawing ? { drawing: body.drawing } : {}),
    reviewerLabel: signature,
    author: 'editor',
    submitBatchId: body.requestId,
    reviewerIp: '',
    createdAt: ports.clock.now().toISOString(),
  };
  const result = await ports.projects.addOwnerNote({
    project: tree.project,
    note,
    versionNumber: version.versionNumber,
    storedOnVersion: stored,
  });
  const { project } = await reapplyStatusRule(ports, tree.project.id);
  return { note: result.note, created: result.created, project };
}
