import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Project } from '../../../../../shared/domain/entities';
import { canArchiveProject } from '../../../../../shared/domain/project-actions';
import { timeSince } from '../../../../../shared/lib/date-format';
import { countOf } from '../../../../../shared/lib/plural';
import { PROJECT_MESSAGES } from '../../../../../shared/messages/project-messages';
import { PROJECTS_LIST_MESSAGES } from '../../../../../shared/messages/projects-list-messages';
import { ProjectStatusChip } from '../../../components/status/project-status-chip';
import { paths } from '../../../config/paths';

export function ProjectCard({
  project,
  now,
  onArchive,
  onRestore,
  canRestore = true,
  mayChange = true,
}: {
  project: Project;
  now: Date;
  onArchive: (project: Project) => void;
  /** Archived projects: Restore (disabled at the plan cap). */
  onRestore?: (project: Project) => void;
  canRestore?: boolean;
  /** False: the member may not change this project (no Archive, no Restore in its menu). */
  mayChange?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `project-menu-${project.id}`;
  return (
    <Card sx={{ position: 'relative', height: '100%' }} component="article" aria-label={project.name}>
      <CardActionArea component={RouterLink} to={paths.project(project.id)} sx={{ height: '100%' }}>
        <CardContent sx={{ pr: 6 }}>
          <Typography variant="h4" component="h2" noWrap title={project.name}>
            {project.name}
          </Typography>
          <Typography color="text.secondary" noWrap sx={{ mb: 1.5 }}>
            {project.clientDisplayName}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <ProjectStatusChip status={project.status} />
            <Typography variant="body2" color="text.secondary">
              {timeSince(project.lastStatusChangeAt, now)}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {countOf(project.videoCount, 'video', 'videos')}
          </Typography>
        </CardContent>
      </CardActionArea>
      <IconButton
        aria-label={`Actions for ${project.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to={paths.project(project.id)} onClick={() => setAnchor(null)}>
          {PROJECTS_LIST_MESSAGES.viewProject}
        </MenuItem>
        {mayChange && canArchiveProject(project.status) ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onArchive(project);
            }}
          >
            {PROJECTS_LIST_MESSAGES.archiveProject}
          </MenuItem>
        ) : null}
        {mayChange && project.status === 'archived' && onRestore ? (
          <MenuItem
            disabled={!canRestore}
            onClick={() => {
              setAnchor(null);
              onRestore(project);
            }}
          >
            {PROJECT_MESSAGES.restoreProject}
          </MenuItem>
        ) : null}
      </Menu>
    </Card>
  );
}
