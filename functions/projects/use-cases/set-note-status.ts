/**
 * A member marks a note pending or completed; the project status rule follows. The member's change is an
 * entry of the project's activity, written with it.
 */
import type { NoteChangeResponse } from '../../../shared/api/endpoints/notes';
import type { NoteStatus } from '../../../shared/domain/status-values';
import { NotFoundError } from '../../../shared/errors/app-error';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import type { EditorPorts } from '../ports';
import { loadMutableTree } from './owned-project';
import { reapplyStatusRule } from './reapply-status-rule';

export async function setNoteStatus(
  ports: Pick<EditorPorts, 'projects' | 'clock' | 'ids'>,
  input: {
    userId: string;
    projectId: string;
    noteId: string;
    status: NoteStatus;
    actor?: string | undefined;
  },
): Promise<NoteChangeResponse> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  const note = tree.notes.find((n) => n.id === input.noteId);
  if (!note) throw new NotFoundError(PROJECT_MESSAGES.noteNotFound);
  const updated =
    note.status === input.status
      ? note
      : await ports.projects.setNoteStatus({
          userId: input.userId,
          project: tree.project,
          note,
          status: input.status,
          actor: input.actor,
          activity: input.actor
            ? {
                id: ports.ids.next(),
                projectId: input.projectId,
                at: ports.clock.now().toISOString(),
                kind: input.status === 'completed' ? 'note_completed' : 'note_reopened',
                actor: { kind: 'member', name: input.actor },
                ...titleOf(tree.videos.find((v) => v.id === note.videoId)),
              }
            : undefined,
        });
  const { project } = await reapplyStatusRule(ports, input.projectId);
  return { note: updated, project };
}

const titleOf = (video: { title: string } | undefined) => (video ? { videoTitle: video.title } : {});
