/** Name, client, created date, status badge, Archived badge, Approve Project, edit (Save/Cancel). */
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { Project } from '../../../../../shared/domain/entities';
import { canApproveProject, isProjectReadOnly } from '../../../../../shared/domain/project-actions';
import { formatCreatedDate } from '../../../../../shared/lib/date-format';
import { validateForm } from '../../../../../shared/forms/field-errors';
import { projectDetailsSchema } from '../../../../../shared/forms/project-form';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { PROJECT_MESSAGES } from '../../../../../shared/messages/project-messages';
import { ProjectStatusChip } from '../../../components/status/project-status-chip';
import { FollowToggle } from './follow-toggle';

export interface ProjectHeaderProps {
  project: Project;
  /** False: the member may not change this project (no rename, no Approve). */
  mayChange: boolean;
  approving: boolean;
  saving: boolean;
  onApprove: () => void;
  onSave: (name: string, clientDisplayName: string, done: () => void) => void;
}

export function ProjectHeader({
  project,
  mayChange,
  approving,
  saving,
  onApprove,
  onSave,
}: ProjectHeaderProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(project.name);
  const [client, setClient] = useState(project.clientDisplayName);
  const readOnly = isProjectReadOnly(project.status) || !mayChange;
  /** The rename body's own rules (required, trimmed, length), checked as the editor types. */
  const checked = validateForm(projectDetailsSchema, { name, clientDisplayName: client });
  const errors = checked.ok ? {} : checked.errors;

  const startEdit = () => {
    setName(project.name);
    setClient(project.clientDisplayName);
    setEditing(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) return;
    onSave(checked.value.name, checked.value.clientDisplayName, () => setEditing(false));
  };

  return (
    <Box sx={{ mb: 3 }}>
      {editing ? (
        <Stack
          component="form"
          spacing={1.5}
          onSubmit={submit}
          noValidate
          aria-label="Edit project"
          sx={{ maxWidth: 560 }}
        >
          <TextField
            size="small"
            label={EDITOR_APP_MESSAGES.projectName}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name !== undefined}
            helperText={errors.name}
            autoFocus
          />
          <TextField
            size="small"
            label={EDITOR_APP_MESSAGES.clientName}
            value={client}
            onChange={(e) => setClient(e.target.value)}
            error={errors.clientDisplayName !== undefined}
            helperText={errors.clientDisplayName}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={saving || !checked.ok}>
              {COMMON_MESSAGES.save}
            </Button>
            <Button onClick={() => setEditing(false)}>{COMMON_MESSAGES.cancel}</Button>
          </Stack>
        </Stack>
      ) : (
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography
                variant="h1"
                sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, wordBreak: 'break-word' }}
              >
                {project.name}
              </Typography>
              {!readOnly ? (
                <IconButton
                  aria-label={`${PROJECT_MESSAGES.edit} project name`}
                  onClick={startEdit}
                  size="small"
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Box>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {project.clientDisplayName} · {PROJECT_MESSAGES.createdOn(formatCreatedDate(project.createdAt))}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <ProjectStatusChip status={project.status} />
              {project.archivedAt && project.status !== 'archived' ? (
                <Chip size="small" label={PROJECT_MESSAGES.archivedBadge} />
              ) : null}
              <FollowToggle projectId={project.id} />
            </Stack>
          </Box>
          {mayChange && canApproveProject(project.status) ? (
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              onClick={onApprove}
              disabled={approving}
            >
              {PROJECT_MESSAGES.approveProject}
            </Button>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
