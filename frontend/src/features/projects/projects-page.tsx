/**
 * /Projects?filter=…&mine=…&q=…: heading, search, grid of cards, 6 skeletons, empty (or no match) and error
 * states, archive with confirm.
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { Project } from '../../../../shared/domain/entities';
import { canCreateProject } from '../../../../shared/domain/plan-usage';
import { ERROR_CODES } from '../../../../shared/errors/app-error';
import { COMMON_MESSAGES } from '../../../../shared/messages/common-messages';
import { EDITOR_APP_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { PROJECT_MESSAGES } from '../../../../shared/messages/project-messages';
import { PROJECTS_LIST_MESSAGES } from '../../../../shared/messages/projects-list-messages';
import { EmptyState } from '../../components/feedback/empty-state';
import { ErrorState } from '../../components/feedback/error-state';
import { PageHeader } from '../../components/layout/page-header';
import { PlanCapNotice } from '../../components/plan/plan-cap-notice';
import { useToast } from '../../components/toast/toast-context';
import { parseProjectFilter, paths } from '../../config/paths';
import { useProfile } from '../../lib/api/get-profile';
import { useRestoreProject } from '../../lib/api/restore-project';
import { isApiError, isRateLimited } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/auth-context';
import { useMay } from '../../lib/api/get-current-workspace';
import { useProjectChangeRule } from '../../lib/use-may-change-project';
import { useArchiveProject } from './api/archive-project';
import { useProjects } from './api/list-projects';
import { ArchiveDialog } from './components/archive-dialog';
import { ProjectCard } from './components/project-card';
import { ProjectSearchField, useProjectSearch } from './components/project-search-field';
import { MineFilter, useMineFilter } from '../../components/filters/mine-filter';
import { LazyTooltip } from '../../components/feedback/lazy-tooltip';

/** Spec §9: skeleton 6 cards. */
export const SKELETON_CARDS = 6;

/** The grid's placeholder while the projects load. */
function ProjectSkeletons() {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label="Loading projects">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, xl: 4 }}>
          <Card data-testid="project-skeleton">
            <CardContent>
              <Skeleton width="70%" height={32} />
              <Skeleton width="45%" />
              <Skeleton width={110} height={32} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** The header's actions: the 'mine' filter and, for who may create, New project (off at the plan's cap). */
function ProjectsActions({ mayCreate, atCap }: { mayCreate: boolean; atCap: boolean }) {
  return (
    <>
      <MineFilter />
      {mayCreate ? (
        <LazyTooltip title={atCap ? EDITOR_APP_MESSAGES.planLimitReached : ''}>
          <span>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={paths.import}
              disabled={atCap}
            >
              {PROJECTS_LIST_MESSAGES.newProject}
            </Button>
          </span>
        </LazyTooltip>
      ) : null}
    </>
  );
}

/** The next page of projects on demand (the list reads one page up front). */
function LoadMoreProjects({ projects }: { projects: ReturnType<typeof useProjects> }) {
  if (!projects.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button
        variant="outlined"
        onClick={() => void projects.fetchNextPage()}
        disabled={projects.isFetchingNextPage}
        aria-busy={projects.isFetchingNextPage}
      >
        {projects.isFetchingNextPage ? PROJECTS_LIST_MESSAGES.loadingMore : PROJECTS_LIST_MESSAGES.loadMore}
      </Button>
    </Box>
  );
}

/** The empty list: nothing in the category or, for a search, nothing that matches (with a way back). */
function NoProjects({ q, onClear }: { q: string; onClear: () => void }) {
  if (!q) return <EmptyState title={PROJECTS_LIST_MESSAGES.empty} />;
  return (
    <EmptyState
      title={PROJECTS_LIST_MESSAGES.search.noMatch(q)}
      action={
        <Button variant="outlined" onClick={onClear}>
          {PROJECTS_LIST_MESSAGES.search.clear}
        </Button>
      }
    />
  );
}

export default function ProjectsPage() {
  const [params] = useSearchParams();
  const filter = parseProjectFilter(params.get('filter'));
  const mine = useMineFilter();
  const [q, setQ] = useProjectSearch();
  const projects = useProjects(filter, mine, q);
  const profile = useProfile();
  const mayCreate = useMay('changeProjects');
  const mayChange = useProjectChangeRule();
  const archive = useArchiveProject();
  const restore = useRestoreProject();
  const auth = useAuth();
  const toast = useToast();
  const [toArchive, setToArchive] = useState<Project | null>(null);
  const now = new Date();

  const atCap = profile.data
    ? !canCreateProject(profile.data.planLevel, profile.data.activeProjectCount)
    : false;

  const confirmArchive = () => {
    const project = toArchive;
    if (!project) return;
    if (!auth.user) {
      toast.error(PROJECTS_LIST_MESSAGES.userUnavailable);
      return;
    }
    archive.mutate(project.id, {
      onSuccess: () => {
        toast.success(PROJECTS_LIST_MESSAGES.archived);
        setToArchive(null);
      },
      onError: (error) => {
        setToArchive(null);
        if (isRateLimited(error)) toast.error(COMMON_MESSAGES.rateLimitTryAgain);
        else if (isApiError(error) && error.isNotFoundLike)
          toast.error(PROJECTS_LIST_MESSAGES.archiveAccessDenied);
        else toast.error(PROJECTS_LIST_MESSAGES.archiveFailed);
      },
    });
  };

  const onRestore = (project: Project) =>
    restore.mutate(project.id, {
      onSuccess: () => toast.success(PROJECT_MESSAGES.restored),
      onError: (error) =>
        toast.error(
          isRateLimited(error)
            ? COMMON_MESSAGES.rateLimitTryAgain
            : isApiError(error) && error.code === ERROR_CODES.planLimit
              ? error.message
              : PROJECT_MESSAGES.restoreFailed,
        ),
    });

  return (
    <>
      <PageHeader
        title={PROJECTS_LIST_MESSAGES.headings[filter]}
        actions={<ProjectsActions mayCreate={mayCreate} atCap={atCap} />}
      />
      {filter === 'archived' && atCap && profile.data ? (
        <Box sx={{ mb: 2 }}>
          <PlanCapNotice plan={profile.data.planLevel} />
        </Box>
      ) : null}
      <ProjectSearchField />
      {projects.isPending || projects.stillLooking ? (
        <ProjectSkeletons />
      ) : projects.isError ? (
        <ErrorState
          title={PROJECTS_LIST_MESSAGES.loadErrorTitle}
          message={
            isRateLimited(projects.error)
              ? PROJECTS_LIST_MESSAGES.tooManyRequests
              : PROJECTS_LIST_MESSAGES.loadFailed
          }
          onRetry={() => void projects.refetch()}
          retrying={projects.isFetching}
        />
      ) : projects.items.length === 0 ? (
        <NoProjects q={q} onClear={() => setQ('')} />
      ) : (
        <Grid container spacing={2} component="section" aria-label={PROJECTS_LIST_MESSAGES.headings[filter]}>
          {projects.items.map((project) => (
            <Grid key={project.id} size={{ xs: 12, sm: 6, xl: 4 }}>
              <ProjectCard
                project={project}
                now={now}
                onArchive={setToArchive}
                onRestore={onRestore}
                canRestore={!atCap && !restore.isPending}
                mayChange={mayChange(project)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <LoadMoreProjects projects={projects} />
      <ArchiveDialog
        open={toArchive !== null}
        busy={archive.isPending}
        onCancel={() => setToArchive(null)}
        onConfirm={confirmArchive}
      />
    </>
  );
}
