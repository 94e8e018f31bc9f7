/**
 * The client review page (/Review?token=…): public, no sign-in, lazy-loaded by the router. Loads the review
 * by token and shows the desktop portal (width ≥ 1024) or the phone layout; errors show the
 * 'Review Not Available' card with the spec's message. Each layout is its own chunk (a phone never downloads
 * the desktop tabs, a desktop never the phone sheets); the one the screen needs starts loading together with
 * the review data.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import type { ReviewResponse } from '../../../../shared/api/endpoints/review';
import { REVIEW_MESSAGES } from '../../../../shared/messages/review-messages';
import { ApiError } from '../../lib/api-error';
import { useReview } from './api/get-review';
import { ReviewUnavailable } from './components/review-unavailable';
import { useReviewSession } from './hooks/use-review-session';

/** Desktop layout threshold (spec §9). */
export const REVIEW_DESKTOP_QUERY = '(min-width:1024px)';

const loadDesktop = () => import('./components/desktop-review');
const loadMobile = () => import('./components/mobile-review');
const DesktopReview = lazy(() => loadDesktop().then((m) => ({ default: m.DesktopReview })));
const MobileReview = lazy(() => loadMobile().then((m) => ({ default: m.MobileReview })));

/** Starts downloading the layout this screen will show, in parallel with the review request. */
function preloadLayout(): void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  void (window.matchMedia(REVIEW_DESKTOP_QUERY).matches ? loadDesktop() : loadMobile()).catch(
    () => undefined, // the lazy component retries and reports the failure when it renders
  );
}

const SPEC_ERRORS: readonly string[] = [
  REVIEW_MESSAGES.missingToken,
  REVIEW_MESSAGES.notFound,
  REVIEW_MESSAGES.expired,
];

function readToken(): string {
  if (typeof window === 'undefined') return '';
  return (new URLSearchParams(window.location.search).get('token') ?? '').trim();
}

/** The API's spec text when it gave one; otherwise the generic load failure. */
export function reviewErrorMessage(error: unknown): string {
  if (error instanceof ApiError && SPEC_ERRORS.includes(error.message)) return error.message;
  return REVIEW_MESSAGES.loadFailed;
}

export default function ReviewPage() {
  const token = readToken();
  if (!token) return <ReviewUnavailable message={REVIEW_MESSAGES.missingToken} />;
  return <ReviewLoader token={token} />;
}

function LoadingReview() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }} aria-busy="true">
      <CircularProgress aria-label="Loading review" />
    </Box>
  );
}

function ReviewLoader({ token }: { token: string }) {
  preloadLayout();
  const query = useReview(token);
  if (query.isPending) return <LoadingReview />;
  if (query.isError) return <ReviewUnavailable message={reviewErrorMessage(query.error)} />;
  return <ReviewScreen token={token} review={query.data} />;
}

function ReviewScreen({ token, review }: { token: string; review: ReviewResponse }) {
  const desktop = useMediaQuery(REVIEW_DESKTOP_QUERY, { noSsr: true });
  const session = useReviewSession(token, review);
  return (
    <Suspense fallback={<LoadingReview />}>
      {desktop ? <DesktopReview session={session} /> : <MobileReview session={session} />}
    </Suspense>
  );
}
