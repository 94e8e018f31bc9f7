import { useEffect, useRef } from 'react';
import { DASHBOARD_MESSAGES } from '../../../../../shared/messages/dashboard-messages';
import { useToast } from '../../../components/toast/toast-context';
import { isRateLimited } from '../../../lib/api-error';

/** A failed dashboard load is also a toast, once per error (a refetch that fails again toasts again). */
export function useDashboardErrorToast(error: unknown): void {
  const toast = useToast();
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!error || toasted.current === error) return;
    toasted.current = error;
    toast.error(isRateLimited(error) ? DASHBOARD_MESSAGES.rateLimitToast : DASHBOARD_MESSAGES.loadFailed);
  }, [error, toast]);
}
