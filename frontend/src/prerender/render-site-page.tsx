/**
 * Renders one site page as a visitor sees it (public layout, signed out) into the jsdom document and
 * returns its HTML and the CSS Emotion wrote for it. Imported only after install-dom.ts has run.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '../app/provider';
import { FaqPage, FeaturesPage, HomePage, PricingPage } from '../app/public-pages/site-pages';
import { PublicLayout } from '../components/layout/public-layout';
import type { SitePage } from '../config/paths';
import { AboutPage } from '../features/public/about-page';
import { ContactPage } from '../features/public/contact-page';
import { PrivacyPage, RefundPage, TermsPage } from '../features/public/legal-pages';
import { AuthContext, type AuthState } from '../lib/auth/auth-context';
import { PrerenderContext } from '../lib/prerender-context';
import { styleAttributesToClasses } from './style-attributes-to-classes';

const SITE_PAGE_COMPONENTS: Readonly<Record<SitePage, ComponentType>> = {
  Home: HomePage,
  About: AboutPage,
  Features: FeaturesPage,
  Pricing: PricingPage,
  Faq: FaqPage,
  Contact: ContactPage,
  Terms: TermsPage,
  Privacy: PrivacyPage,
  Refund: RefundPage,
};

const VISITOR: AuthState = {
  status: 'unauthenticated',
  user: null,
  refresh: async () => {},
  signOut: async () => ({ ok: true }),
};

export async function renderSitePage(page: SitePage): Promise<{ html: string; css: string }> {
  const styleHost = document.createElement('div');
  document.head.append(styleHost);
  // Text (not insertRule) so the rules can be read back; same key as the browser's cache, same class names.
  const cache = createCache({ key: 'css', speedy: false, container: styleHost });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const Page = SITE_PAGE_COMPONENTS[page];
  flushSync(() => {
    root.render(
      <CacheProvider value={cache}>
        <PrerenderContext.Provider value={true}>
          <AppProvider>
            <AuthContext.Provider value={VISITOR}>
              <PublicLayout>
                <Page />
              </PublicLayout>
            </AuthContext.Provider>
          </AppProvider>
        </PrerenderContext.Provider>
      </CacheProvider>,
    );
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  // No inline style attribute may reach the file: the CSP refuses them (see style-attributes-to-classes).
  const attributeCss = styleAttributesToClasses(container);
  const html = container.innerHTML;
  const css =
    [...styleHost.querySelectorAll('style')].map((style) => style.textContent ?? '').join('') + attributeCss;
  root.unmount();
  container.remove();
  styleHost.remove();
  return { html, css };
}
