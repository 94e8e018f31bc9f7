/** /Terms, /Privacy and /Refund. */
import { LegalPage } from './components/legal-page';
import { PRIVACY, REFUND, TERMS } from './content/legal-copy';

export function TermsPage() {
  return <LegalPage document={TERMS} />;
}

export function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}

export function RefundPage() {
  return <LegalPage document={REFUND} />;
}
