import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderStyle: 'dashed' }}>
      <InboxOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h4" component="p" gutterBottom>
        {title}
      </Typography>
      {body ? <Typography color="text.secondary">{body}</Typography> : null}
      {action ? <div style={{ marginTop: 16 }}>{action}</div> : null}
    </Paper>
  );
}
