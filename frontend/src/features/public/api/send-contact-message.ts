/**
 * The contact form's code that needs zod and the API client: its validation (the shared schema) and
 * POST /api/contact. The Contact page imports this module only when the form is submitted, so the site's
 * first paint downloads neither.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  sendContactMessage,
  type ContactRequest,
  type ContactResponse,
} from '../../../../../shared/api/endpoints/contact';
import { contactFormSchema } from '../../../../../shared/forms/contact-form';
import { apiCall } from '../../../lib/api-client';
import { ensureAppConfig } from '../../../lib/app-config';

export const contactResolver = zodResolver(contactFormSchema);

export async function postContactMessage(body: ContactRequest): Promise<ContactResponse> {
  await ensureAppConfig();
  return apiCall(sendContactMessage, { body });
}
