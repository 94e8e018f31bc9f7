import { setReviewLinkExpiry } from '../../../../../shared/api/endpoints/projects';
import type { LinkExpiryChoice } from '../../../../../shared/domain/review-link-expiry';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const setLinkExpiry = (input: { projectId: string; expiry: LinkExpiryChoice }) =>
  apiCall(setReviewLinkExpiry, { params: { projectId: input.projectId }, body: { expiry: input.expiry } });

export function useSetReviewLinkExpiry(projectId: string) {
  return useInvalidatingMutation(setLinkExpiry, setReviewLinkExpiry, { projectId });
}
