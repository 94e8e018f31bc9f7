/** /Health: each dependency of the system and whether it answers (proves SPA → API → stand-ins). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COMMON_MESSAGES } from '../../../../shared/messages/common-messages';
import { useHealth } from './api/get-health';

export default function HealthPage() {
  const health = useHealth();
  return (
    <Container component="main" maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        System health
      </Typography>
      {health.isPending ? (
        <Box aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Box>
      ) : health.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void health.refetch()}>
              {COMMON_MESSAGES.retry}
            </Button>
          }
        >
          Could not reach the API: {health.error.message}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Overall: <strong>{health.data.status}</strong> · {health.data.service} · {health.data.time}
          </Typography>
          <TableContainer component={Paper}>
            <Table aria-label="Dependencies">
              <TableHead>
                <TableRow>
                  <TableCell>Dependency</TableCell>
                  <TableCell>State</TableCell>
                  <TableCell align="right">Latency</TableCell>
                  <TableCell>Detail</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {health.data.dependencies.map((dep) => (
                  <TableRow key={dep.name}>
                    <TableCell component="th" scope="row">
                      {dep.name}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={dep.ok ? 'ok' : 'down'}
                        color={dep.ok ? 'success' : 'error'}
                      />
                    </TableCell>
                    <TableCell align="right">{Math.round(dep.latencyMs)} ms</TableCell>
                    <TableCell>{dep.error ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Container>
  );
}
