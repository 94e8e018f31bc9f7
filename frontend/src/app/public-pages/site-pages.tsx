/**
 * The public site's pages that compose sections of several features (public copy + the plans feature's
 * cards): Home, Features, Pricing and Faq. About, Contact and the legal pages live in features/public.
 */
import {
  ClosingCtaSection,
  FaqSection,
  FeaturesSection,
  HeroSection,
  HowItWorksSection,
  PainPointsSection,
  PricingSection,
  TestimonialsSection,
} from '../../features/public/components/home-sections';
import { useSectionScroll } from '../../features/public/components/use-section-scroll';
import { PublicPlanCards } from './public-plan-cards';

export function HomePage() {
  useSectionScroll();
  return (
    <>
      <HeroSection />
      <PainPointsSection />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <PricingSection>
        <PublicPlanCards />
      </PricingSection>
      <FaqSection />
      <ClosingCtaSection />
    </>
  );
}

/** /Features: how it works (three steps) and the four feature cards. */
export function FeaturesPage() {
  return (
    <>
      <HowItWorksSection headingLevel="h1" />
      <FeaturesSection />
      <ClosingCtaSection />
    </>
  );
}

export function PricingPage() {
  return (
    <>
      <PricingSection headingLevel="h1">
        <PublicPlanCards />
      </PricingSection>
      <FaqSection />
      <ClosingCtaSection />
    </>
  );
}

export function FaqPage() {
  return (
    <>
      <FaqSection headingLevel="h1" />
      <ClosingCtaSection />
    </>
  );
}
