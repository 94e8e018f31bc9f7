/**
 * The client review page (/Review?token=…): public, no sign-in, lazy-loaded by the router. Loads the review
 * by token and shows it laid out for a desktop (width ≥ 1024) or a phone; errors show the 'Review Not
 * Available' card with the spec's message. The layout is one chunk for both sizes (its overlays load when
 * they open); it starts loading together with the review data. No Suspense here on purpose: the layout (with
 * its <video>) renders in the same synchronous render as the data, so the element is in the page before its
 * media events fire.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ReviewResponse } from '../../../../shared/api/endpoints/review';
import { REVIEW_MESSAGES } from '../../../../shared/messages/review-messages';
import { ApiError } from '../../lib/api-error';
import { dropFirstFrame } from '../../lib/preload';
import { clearReviewAccess } from '../../lib/review-access';
import { useReview } from './api/get-review';
import { useReviewBrand } from './api/get-review-brand';
import { ReviewUnavailable } from './components/review-unavailable';
import { useReviewSession, type ReviewSession } from './hooks/use-review-session';
import type { AppliedBrand } from '../../../../shared/domain/brand';

/** Desktop layout threshold (spec §9). */
export const REVIEW_DESKTOP_QUERY = '(min-width:1024px)';

type Layout = ComponentType<{ session: ReviewSession; desktop: boolean }>;

/** The loaded layout (module-level: its chunk loads once per page). */
let loadedLayout: Layout | undefined;

const loadLayout = (): Promise<Layout> =>
  import('./components/review-layout').then((m) => (loadedLayout = m.ReviewLayout));

/** Starts downloading the layout, in parallel with the review request. */
function preloadLayout(): void {
  if (typeof window === 'undefined') return;
  void loadLayout().catch(
    () => undefined, // useLayout retries and reports the failure
  );
}

/** The layout component once its chunk is loaded (null while loading; 'failed' when it could not load). */
function useLayout(): Layout | null | 'failed' {
  const loaded = loadedLayout;
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadLayout().then(
      () => live && setVersion((v) => v + 1),
      (error: unknown) => {
        console.warn('Review layout failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  if (loaded) return loaded;
  return failed ? 'failed' : null;
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

/**
 * Rendered after the page's own screen: index.html's first-frame box leaves the page (the player, rendered
 * before this, has taken its video by then, or plays another source).
 */
function FirstFrameDone() {
  useLayoutEffect(dropFirstFrame, []);
  return null;
}

function ReviewLoader({ token }: { token: string }) {
  preloadLayout();
  const query = useReview(token);
  if (query.isPending) return <LoadingReview />;
  if (query.isError) {
    const locked = query.error instanceof ApiError && query.error.code === 'PASSWORD_REQUIRED';
    return (
      <BrandOfLink token={token}>
        {locked ? (
          <LockedReview token={token} />
        ) : (
          <ReviewUnavailable message={reviewErrorMessage(query.error)} />
        )}
        <FirstFrameDone />
      </BrandOfLink>
    );
  }
  return <ReviewScreen token={token} review={query.data} />;
}

/** Only protected links need the prompt: its code loads when one asks for it. */
const PasswordPrompt = lazy(() =>
  import('./components/password-prompt').then((m) => ({ default: m.PasswordPrompt })),
);

/** A protected link without a (still valid) session: the stored one is dropped and the password asked. */
function LockedReview({ token }: { token: string }) {
  const [sessionEnded] = useState(() => clearReviewAccess(token));
  return (
    <Suspense fallback={<LoadingReview />}>
      <PasswordPrompt token={token} sessionEnded={sessionEnded} />
    </Suspense>
  );
}

function ReviewScreen({ token, review }: { token: string; review: ReviewResponse }) {
  const desktop = useMediaQuery(REVIEW_DESKTOP_QUERY, { noSsr: true });
  const session = useReviewSession(token, review);
  const Layout = useLayout();
  const Brand = useBrandProvider(review.brand);
  if (!Layout || !Brand) return <LoadingReview />;
  // createElement: the brand's wrapper, like the layout, is a module export loaded on demand.
  return createElement(
    Brand,
    { brand: review.brand },
    <>
      {Layout === 'failed' ? (
        <ReviewUnavailable message={REVIEW_MESSAGES.loadFailed} />
      ) : (
        createElement(Layout, { session, desktop })
      )}
      <FirstFrameDone />
    </>,
  );
}

type BrandWrapper = ComponentType<{
  brand: AppliedBrand | null | undefined;
  children?: ReactNode;
  showMark?: boolean;
}>;

/** Without a brand: the product's look, nothing to load. */
function Unbranded({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

let loadedBrand: BrandWrapper | undefined;

/**
 * The brand's theme for a branded review: its chunk loads when the review says it has a brand (a few KB,
 * while the first frame is on screen); an unbranded review never loads it. A failed load keeps the
 * product's look rather than no page.
 */
function useBrandProvider(brand: AppliedBrand | null | undefined): BrandWrapper | null {
  const [, setVersion] = useState(0);
  const needed = Boolean(brand);
  useEffect(() => {
    if (!needed || loadedBrand) return;
    let live = true;
    import('./brand/brand-provider').then(
      (m) => {
        loadedBrand = m.BrandProvider;
        if (live) setVersion((v) => v + 1);
      },
      (error: unknown) => {
        console.warn('Review brand failed to load', error);
        loadedBrand = Unbranded;
        if (live) setVersion((v) => v + 1);
      },
    );
    return () => {
      live = false;
    };
  }, [needed]);
  if (!needed) return Unbranded;
  return loadedBrand ?? null;
}

/**
 * The password prompt and the 'not available' screens in the link's brand: one small request for it (only on
 * these screens), the product's look when there is none or it cannot be read.
 */
function BrandOfLink({ token, children }: { token: string; children: ReactNode }) {
  const query = useReviewBrand(token, true);
  const brand = query.data?.brand ?? null;
  const Brand = useBrandProvider(brand);
  if (query.isPending || !Brand) return <LoadingReview />;
  return createElement(Brand, { brand, showMark: true }, children);
}
