/**
 * What the owner does to the project as a whole, each with its toast: approve it (the page reloads the project
 * a moment later, as the spec asks), restore it from the archive, rename it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { approveProject } from '../../../../../shared/api/endpoints/projects';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { PROJECT_MESSAGES } from '../../../../../shared/messages/project-messages';
import { useToast } from '../../../components/toast/toast-context';
import { isRateLimited } from '../../../lib/api-error';
import { useRestoreProject } from '../../../lib/api/restore-project';
import { invalidateAfter } from '../../../lib/query-invalidation';
import { useApproveProject } from '../api/approve-project';
import { projectQueryOptions } from '../api/get-project';
import { useRenameProject } from '../api/rename-project';
import { mutationErrorMessage } from '../mutation-error';

/** Spec: the page reloads 1 s after approval. */
export const RELOAD_AFTER_APPROVE_MS = 1000;

export function useProjectActions(projectId: string) {
  const approve = useApproveProject();
  const rename = useRenameProject(projectId);
  const restore = useRestoreProject();
  const queryClient = useQueryClient();
  const toast = useToast();

  const onApprove = () =>
    approve.mutate(projectId, {
      onSuccess: () => {
        toast.success(PROJECT_MESSAGES.approved);
        setTimeout(
          () => void invalidateAfter(queryClient, approveProject, { projectId }),
          RELOAD_AFTER_APPROVE_MS,
        );
      },
      onError: (error) =>
        toast.error(
          isRateLimited(error)
            ? COMMON_MESSAGES.rateLimitTryAgain
            : mutationErrorMessage(error, PROJECT_MESSAGES.approveFailed),
        ),
    });

  const onRestore = () =>
    restore.mutate(projectId, {
      onSuccess: () => toast.success(PROJECT_MESSAGES.restored),
      // At the cap the server answers 409 with the cap's message.
      onError: (error) => toast.error(mutationErrorMessage(error, PROJECT_MESSAGES.restoreFailed)),
    });

  const onSave = (name: string, clientDisplayName: string, done: () => void) =>
    rename.mutate(
      { projectId, name, clientDisplayName },
      {
        onSuccess: (updated) => {
          queryClient.setQueryData(projectQueryOptions(projectId).queryKey, (old) =>
            old ? { ...old, project: updated } : old,
          );
          toast.success(EDITOR_APP_MESSAGES.renamed);
          done();
        },
        onError: (error) => toast.error(mutationErrorMessage(error, EDITOR_APP_MESSAGES.renameFailed)),
      },
    );

  return {
    onApprove,
    approving: approve.isPending,
    onRestore,
    restoring: restore.isPending,
    onSave,
    saving: rename.isPending,
  };
}
