/**
 * What the owner can do with the review link, each with its toast: copy it, extend it, generate a new one,
 * turn it off or on, allow downloads, remove its password. A rate-limited request says so.
 */
import { LINK_CARD_MESSAGES } from '../../../../../shared/messages/link-card-messages';
import { useToast } from '../../../components/toast/toast-context';
import { isRateLimited } from '../../../lib/api-error';
import { useExtendReviewLink } from '../api/extend-review-link';
import { useRegenerateReviewLink } from '../api/regenerate-review-link';
import { useSetReviewLinkPassword } from '../api/set-review-link-password';
import { useUpdateReviewLinkSettings } from '../api/update-review-link-settings';

export type LinkSettingsChange = { enabled?: boolean; downloadsAllowed?: boolean };

export function useReviewLinkActions(projectId: string, url: string) {
  const toast = useToast();
  const extend = useExtendReviewLink(projectId);
  const regenerate = useRegenerateReviewLink(projectId);
  const settings = useUpdateReviewLinkSettings(projectId);
  const removePassword = useSetReviewLinkPassword(projectId);
  const failed = (fallback: string) => (error: unknown) =>
    toast.error(isRateLimited(error) ? LINK_CARD_MESSAGES.rateLimited : fallback);

  return {
    copy: async () => {
      try {
        await navigator.clipboard.writeText(url);
        toast.success(LINK_CARD_MESSAGES.copied);
      } catch {
        toast.error(LINK_CARD_MESSAGES.copyFailed);
      }
    },
    extend: () =>
      extend.mutate(projectId, {
        onSuccess: () => toast.success(LINK_CARD_MESSAGES.extended),
        onError: failed(LINK_CARD_MESSAGES.extendFailed),
      }),
    extending: extend.isPending,
    regenerate: () =>
      regenerate.mutate(projectId, {
        onSuccess: () => toast.success(LINK_CARD_MESSAGES.generated),
        onError: failed(LINK_CARD_MESSAGES.generateFailed),
      }),
    regenerating: regenerate.isPending,
    change: (body: LinkSettingsChange, success: string) =>
      settings.mutate(
        { projectId, ...body },
        { onSuccess: () => toast.success(success), onError: failed(LINK_CARD_MESSAGES.settingsFailed) },
      ),
    changing: settings.isPending,
    removePassword: () =>
      removePassword.mutate(null, {
        onSuccess: () => toast.success(LINK_CARD_MESSAGES.passwordRemoved),
        onError: () => toast.error(LINK_CARD_MESSAGES.passwordFailed),
      }),
    removingPassword: removePassword.isPending,
  };
}

export type ReviewLinkActions = ReturnType<typeof useReviewLinkActions>;
