/** /Project?id=…: states, archived banner, header, videos, review link card, add-video dialog. */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { MARKER_EXPORT_MESSAGES } from '../../../../shared/messages/marker-export-messages';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { approveProject, entityIdParam } from '../../../../shared/api/endpoints/projects';
import { isProjectReadOnly } from '../../../../shared/domain/project-actions';
import { COMMON_MESSAGES } from '../../../../shared/messages/common-messages';
import { EDITOR_APP_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { PROJECT_MESSAGES } from '../../../../shared/messages/project-messages';
import { ErrorState } from '../../components/feedback/error-state';
import { useToast } from '../../components/toast/toast-context';
import { paths } from '../../config/paths';
import { isApiError, isRateLimited } from '../../lib/api-error';
import { invalidateAfter } from '../../lib/query-invalidation';
import { useRestoreProject } from '../../lib/api/restore-project';
import { useApproveProject } from './api/approve-project';
import { projectQueryOptions, useProject } from './api/get-project';
import { useRenameProject } from './api/rename-project';
import { ArchivedBanner } from './components/archived-banner';
import { mutationErrorMessage } from './mutation-error';

// The loaded view (forms, player, text fields) is its own chunk, asked for as soon as this module runs so it
// downloads in parallel with the project's data; the skeleton stays until both are here (no loading jump).
const viewParts = import('./components/project-view-parts');
const ProjectHeader = lazy(() => viewParts.then((m) => ({ default: m.ProjectHeader })));
const VideoRow = lazy(() => viewParts.then((m) => ({ default: m.VideoRow })));
const ReviewLinkCard = lazy(() => viewParts.then((m) => ({ default: m.ReviewLinkCard })));

// The Add Video dialog loads when it is first opened (most visits never open it).
/** The marker export dialog loads when opened: the project page's first load stays within its budget. */
const MarkerExportDialog = lazy(() =>
  import('./components/marker-export-dialog').then((m) => ({ default: m.MarkerExportDialog })),
);
const AddVideoDialog = lazy(() =>
  import('./components/add-video-dialog').then((m) => ({ default: m.AddVideoDialog })),
);

/** Spec: the page reloads 1 s after approval. */
export const RELOAD_AFTER_APPROVE_MS = 1000;

function ProjectSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading project">
      <Skeleton width="40%" height={48} />
      <Skeleton width="25%" />
      <Grid container spacing={3} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1.5 }} />
          ))}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
      </Grid>
    </Box>
  );
}

export default function ProjectPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id') ?? '';
  // A malformed id can name no project: it shows the not-found state without asking the API.
  const projectId = entityIdParam.safeParse(rawId).success ? rawId : '';
  const project = useProject(projectId);
  const approve = useApproveProject();
  const rename = useRenameProject(projectId);
  const restore = useRestoreProject();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [addOpen, setAddOpen] = useState(false);
  // Mounted from the first open on, so the dialog's closing transition still runs.
  const [addMounted, setAddMounted] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const toasted = useRef<unknown>(null);
  const now = new Date();

  // Load failures toast once per error (429 and generic); not found shows its state only.
  useEffect(() => {
    const error = project.error;
    if (!error || toasted.current === error) return;
    toasted.current = error;
    if (isRateLimited(error)) toast.error(COMMON_MESSAGES.rateLimitRefreshPage);
    else if (!(isApiError(error) && error.isNotFoundLike)) toast.error(PROJECT_MESSAGES.loadFailedToast);
  }, [project.error, toast]);

  const backButton = (
    <Button component={RouterLink} to={paths.projects()} startIcon={<ArrowBackIcon />}>
      {PROJECT_MESSAGES.backToProjects}
    </Button>
  );

  if (!projectId || (project.isError && isApiError(project.error) && project.error.isNotFoundLike)) {
    return (
      <ErrorState
        title={PROJECT_MESSAGES.accessDeniedTitle}
        message={PROJECT_MESSAGES.accessDeniedBody}
        extra={backButton}
      />
    );
  }
  if (project.isPending) return <ProjectSkeleton />;
  if (project.isError) {
    return (
      <ErrorState
        title={PROJECT_MESSAGES.errorLoadingTitle}
        message={isRateLimited(project.error) ? COMMON_MESSAGES.tooManyRequests : PROJECT_MESSAGES.loadFailed}
        onRetry={() => void project.refetch()}
        retrying={project.isFetching}
        extra={backButton}
      />
    );
  }

  const { project: p, videos, reviewLink } = project.data;
  const readOnly = isProjectReadOnly(p.status);

  const onApprove = () =>
    approve.mutate(p.id, {
      onSuccess: () => {
        toast.success(PROJECT_MESSAGES.approved);
        setTimeout(
          () => void invalidateAfter(queryClient, approveProject, { projectId: p.id }),
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
    restore.mutate(p.id, {
      onSuccess: () => toast.success(PROJECT_MESSAGES.restored),
      // At the cap the server answers 409 with the cap's message.
      onError: (error) => toast.error(mutationErrorMessage(error, PROJECT_MESSAGES.restoreFailed)),
    });

  const onSave = (name: string, clientDisplayName: string, done: () => void) =>
    rename.mutate(
      { projectId: p.id, name, clientDisplayName },
      {
        onSuccess: (updated) => {
          queryClient.setQueryData(projectQueryOptions(p.id).queryKey, (old) =>
            old ? { ...old, project: updated } : old,
          );
          toast.success(EDITOR_APP_MESSAGES.renamed);
          done();
        },
        onError: (error) => toast.error(mutationErrorMessage(error, EDITOR_APP_MESSAGES.renameFailed)),
      },
    );

  return (
    <Suspense fallback={<ProjectSkeleton />}>
      <Box sx={{ mb: 1 }}>{backButton}</Box>
      {p.status === 'archived' ? (
        <ArchivedBanner restoring={restore.isPending} onRestore={onRestore} />
      ) : null}
      <ProjectHeader
        key={`${p.id}-${p.revision}`}
        project={p}
        approving={approve.isPending}
        saving={rename.isPending}
        onApprove={onApprove}
        onSave={onSave}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }} sx={{ order: { xs: 2, lg: 1 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
            <Typography variant="h3" component="h2">
              {EDITOR_APP_MESSAGES.videos} ({videos.length})
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {videos.some((v) => v.currentVersionId) ? (
                <Button
                  startIcon={<FileDownloadIcon />}
                  variant="outlined"
                  onClick={() => setExportOpen(true)}
                >
                  {MARKER_EXPORT_MESSAGES.exportButton}
                </Button>
              ) : null}
              {!readOnly ? (
                <Button
                  startIcon={<AddIcon />}
                  variant="outlined"
                  onClick={() => {
                    setAddMounted(true);
                    setAddOpen(true);
                  }}
                >
                  {EDITOR_APP_MESSAGES.addVideo}
                </Button>
              ) : null}
            </Box>
          </Box>
          {videos.map((video, i) => (
            <VideoRow
              key={video.id}
              projectId={p.id}
              video={video}
              readOnly={readOnly}
              defaultExpanded={i === 0}
            />
          ))}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} sx={{ order: { xs: 1, lg: 2 } }}>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <ReviewLinkCard
              projectId={p.id}
              link={reviewLink}
              readOnly={readOnly}
              revoked={Boolean(p.shareRevokedAt)}
              downloadsAllowed={p.shareDownloadsAllowed === true}
              opens={project.data.linkOpens}
              passwordProtected={project.data.linkPasswordProtected}
              now={now}
            />
          </Box>
        </Grid>
      </Grid>
      {addMounted ? (
        <Suspense fallback={null}>
          <AddVideoDialog projectId={p.id} open={addOpen} onClose={() => setAddOpen(false)} />
        </Suspense>
      ) : null}
      {exportOpen ? (
        <Suspense fallback={null}>
          <MarkerExportDialog
            projectId={p.id}
            projectName={p.name}
            videos={videos}
            open={exportOpen}
            onClose={() => setExportOpen(false)}
          />
        </Suspense>
      ) : null}
    </Suspense>
  );
}
