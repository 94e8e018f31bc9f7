/** /Project?id=…: states, archived banner, header, videos, review link card, add-video dialog. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { entityIdParam } from '../../../../shared/api/endpoints/projects';
import { isProjectReadOnly } from '../../../../shared/domain/project-actions';
import { COMMON_MESSAGES } from '../../../../shared/messages/common-messages';
import { PROJECT_MESSAGES } from '../../../../shared/messages/project-messages';
import { ErrorState } from '../../components/feedback/error-state';
import { useToast } from '../../components/toast/toast-context';
import { paths } from '../../config/paths';
import { isApiError, isRateLimited } from '../../lib/api-error';
import { useMayChangeProject } from '../../lib/use-may-change-project';
import { useProject } from './api/get-project';
import { ArchivedBanner } from './components/archived-banner';
import { ProjectSkeleton, VideosHeading } from './components/project-page-parts';
import { useLazyDialog } from './hooks/use-lazy-dialog';
import { useProjectActions } from './hooks/use-project-actions';

export { RELOAD_AFTER_APPROVE_MS } from './hooks/use-project-actions';

// The loaded view (forms, player, text fields) is its own chunk, asked for as soon as this module runs so it
// downloads in parallel with the project's data; the skeleton stays until both are here (no loading jump).
const viewParts = import('./components/project-view-parts');
const ProjectHeader = lazy(() => viewParts.then((m) => ({ default: m.ProjectHeader })));
const VideoRow = lazy(() => viewParts.then((m) => ({ default: m.VideoRow })));
const ReviewLinkCard = lazy(() => viewParts.then((m) => ({ default: m.ReviewLinkCard })));
import { ActivityPanel } from './components/activity-panel';

const ProjectAnalyticsCard = lazy(() => import('./analytics/project-analytics-card'));

// The Add Video dialog loads when it is first opened (most visits never open it).
/** The marker export dialog loads when opened: the project page's first load stays within its budget. */
const MarkerExportDialog = lazy(() =>
  import('./components/marker-export-dialog').then((m) => ({ default: m.MarkerExportDialog })),
);
const AddVideoDialog = lazy(() =>
  import('./components/add-video-dialog').then((m) => ({ default: m.AddVideoDialog })),
);

/** Load failures toast once per error (429 and generic); not found shows its state only. */
function useProjectLoadErrorToast(error: unknown): void {
  const toast = useToast();
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!error || toasted.current === error) return;
    toasted.current = error;
    if (isRateLimited(error)) toast.error(COMMON_MESSAGES.rateLimitRefreshPage);
    else if (!(isApiError(error) && error.isNotFoundLike)) toast.error(PROJECT_MESSAGES.loadFailedToast);
  }, [error, toast]);
}

export default function ProjectPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id') ?? '';
  // A malformed id can name no project: it shows the not-found state without asking the API.
  const projectId = entityIdParam.safeParse(rawId).success ? rawId : '';
  const project = useProject(projectId);
  const actions = useProjectActions(projectId);
  // Mounted from the first open on, so the dialog's closing transition still runs.
  const addDialog = useLazyDialog();
  const [exportOpen, setExportOpen] = useState(false);
  // A Viewer (or an Editor on another member's project) finds no control that changes anything.
  const mayChange = useMayChangeProject(project.data?.project ?? null);
  const now = new Date();
  useProjectLoadErrorToast(project.error);

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

  return (
    <Suspense fallback={<ProjectSkeleton />}>
      <Box sx={{ mb: 1 }}>{backButton}</Box>
      {p.status === 'archived' ? (
        <ArchivedBanner restoring={actions.restoring} onRestore={mayChange ? actions.onRestore : null} />
      ) : null}
      <ProjectHeader
        key={`${p.id}-${p.revision}`}
        project={p}
        mayChange={mayChange}
        approving={actions.approving}
        saving={actions.saving}
        onApprove={actions.onApprove}
        onSave={actions.onSave}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }} sx={{ order: { xs: 2, lg: 1 } }}>
          <VideosHeading
            count={videos.length}
            onExport={videos.some((v) => v.currentVersionId) ? () => setExportOpen(true) : null}
            onAdd={readOnly || !mayChange ? null : addDialog.show}
          />
          {videos.map((video, i) => (
            <VideoRow
              key={video.id}
              projectId={p.id}
              video={video}
              readOnly={readOnly}
              mayChange={mayChange}
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
              mayChange={mayChange}
              revoked={Boolean(p.shareRevokedAt)}
              downloadsAllowed={p.shareDownloadsAllowed === true}
              opens={project.data.linkOpens}
              passwordProtected={project.data.linkPasswordProtected}
              now={now}
            />
            <ProjectAnalyticsCard projectId={p.id} />
            <ActivityPanel projectId={p.id} />
          </Box>
        </Grid>
      </Grid>
      {addDialog.mounted ? (
        <Suspense fallback={null}>
          <AddVideoDialog projectId={p.id} open={addDialog.open} onClose={addDialog.hide} />
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
