/**
 * The client review page (/Review?token=…): public, no sign-in, lazy-loaded by the router.
 * Grows into the desktop portal and the phone layout (spec §2.2).
 */
import { REVIEW_MESSAGES } from '../../../../shared/messages/review-messages';

function readToken(): string | null {
  if (typeof window === 'undefined') return null;
  const token = new URLSearchParams(window.location.search).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

export default function ReviewPage() {
  const token = readToken();
  if (!token) {
    return (
      <main role="main" aria-labelledby="review-unavailable">
        <h1 id="review-unavailable">{REVIEW_MESSAGES.unavailableTitle}</h1>
        <p>{REVIEW_MESSAGES.missingToken}</p>
      </main>
    );
  }
  return (
    <main role="main" aria-busy="true">
      <h1>{REVIEW_MESSAGES.portalTitle}</h1>
    </main>
  );
}
