/** The error card: 'Review Not Available' and the reason (the API's spec text, or the generic one). */
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';

export function ReviewUnavailable({ message }: { message: string }) {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card role="alert" sx={{ maxWidth: 440, width: '100%', textAlign: 'center' }}>
        <CardContent sx={{ p: 4 }}>
          <ErrorOutlined color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography variant="h2" component="h1" gutterBottom>
            {REVIEW_MESSAGES.unavailableTitle}
          </Typography>
          <Typography color="text.secondary">{message}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
