/**
 * One table of the analytics page in its card: a title, a short help line, the table (scrolls sideways on a
 * phone, reachable with the keyboard) and its 'Download CSV' button (the same table, every row).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { ReactNode } from 'react';
import { WORKSPACE_ANALYTICS_MESSAGES as M } from '../../../../../shared/messages/workspace-analytics-messages';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export function AnalyticsTable<Row>({
  title,
  help,
  columns,
  rows,
  rowKey,
  onDownload,
  empty = M.none,
  children,
}: {
  title: string;
  help?: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  onDownload: () => void;
  /** What an empty table says (default: none in this period). */
  empty?: string;
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            {help ? (
              <Typography variant="body2" color="text.secondary">
                {help}
              </Typography>
            ) : null}
          </Box>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={onDownload}
            aria-label={M.downloadCsvOf(title)}
          >
            {M.downloadCsv}
          </Button>
        </Stack>
        {children}
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell
                      key={c.label}
                      align={c.numeric ? 'right' : 'left'}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {c.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((c) => (
                      <TableCell
                        key={c.label}
                        align={c.numeric ? 'right' : 'left'}
                        sx={
                          c.numeric ? { whiteSpace: 'nowrap' } : { minWidth: 110, overflowWrap: 'anywhere' }
                        }
                      >
                        {c.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
