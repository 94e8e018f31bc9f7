/**
 * The light entry for the client review page (/Review?token=…): only the providers the review feature uses
 * (theme, TanStack Query, toasts) and its page. No router, no auth (Amplify), no editor layout, so a client
 * downloads only the review code. main.tsx picks this tree when the path names the Review page.
 */
import { PlainLayout } from '../components/layout/plain-layout';
import ReviewPage from '../features/review/review-page';
import { ensureAppConfig } from '../lib/app-config';
import { AppProvider } from './provider';

export default function ReviewApp() {
  return (
    <AppProvider>
      <PlainLayout>
        <ReviewPage />
      </PlainLayout>
    </AppProvider>
  );
}

/** The runtime config (API base) before the first render. */
export async function prepare(): Promise<void> {
  await ensureAppConfig();
}
