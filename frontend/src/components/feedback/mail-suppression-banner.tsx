/**
 * Shown across the editor app while the product no longer mails the editor's address (a permanent bounce or
 * a spam complaint reported by SES): what happened, and 'Try again' once the mailbox is fixed.
 */
import { Alert, Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearMailSuppression } from '../../../../shared/api/endpoints/profile';
import type { MailSuppression } from '../../../../shared/domain/mail-suppression';
import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import { apiCall } from '../../lib/api-client';
import { invalidateAfter } from '../../lib/query-invalidation';
import { useToast } from '../toast/toast-context';

export function MailSuppressionBanner({ suppression }: { suppression: MailSuppression }) {
  const t = MAIL_MESSAGES.suppressionBanner;
  const queryClient = useQueryClient();
  const toast = useToast();
  const retry = useMutation({
    mutationFn: () => apiCall(clearMailSuppression),
    onSuccess: async () => {
      await invalidateAfter(queryClient, clearMailSuppression);
      toast.success(t.retried);
    },
    onError: () => toast.error(t.retryFailed),
  });
  return (
    <Alert
      severity="warning"
      role="alert"
      // Long addresses wrap instead of running off a phone screen.
      sx={{ mb: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}
      action={
        <Button
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => retry.mutate()}
          disabled={retry.isPending}
        >
          {t.retry}
        </Button>
      }
    >
      {suppression.reason === 'bounce' ? t.bounce(suppression.address) : t.complaint(suppression.address)}
    </Alert>
  );
}
