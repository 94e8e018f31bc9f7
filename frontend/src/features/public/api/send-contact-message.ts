/** POST /api/contact: fetcher and mutation hook. */
import { useMutation } from '@tanstack/react-query';
import {
  sendContactMessage,
  type ContactRequest,
  type ContactResponse,
} from '../../../../../shared/api/endpoints/contact';
import { apiCall } from '../../../lib/api-client';

export function postContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return apiCall(sendContactMessage, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: postContactMessage });
}
