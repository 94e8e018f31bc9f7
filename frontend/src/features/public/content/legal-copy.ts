/**
 * The legal pages (Terms of Service, Privacy Policy, Refund Policy) with every section the spec lists
 * (§2.7). Each section has an id for the table of contents.
 */
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../../shared/config/product';
import { PUBLIC_SITE } from '../../../../../shared/config/public-site';
import { PUBLIC_MESSAGES } from '../../../../../shared/messages/public-messages';
import { VIEWING_LIMITS } from '../../../../../shared/domain/viewing';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** Shown as 'Last updated …' under the title when present. */
  lastUpdated?: string;
  intro: string;
  sections: readonly LegalSection[];
}

const BILLING_PROVIDER = 'Paddle.com, our payment processor and merchant of record';

export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: PUBLIC_SITE.termsLastUpdated,
  intro: `These terms govern your use of ${PRODUCT_NAME}. By creating an account or using the service you agree to them. Please read them carefully.`,
  sections: [
    {
      id: 'service',
      heading: '1. The service',
      paragraphs: [
        `${PRODUCT_NAME} is an online tool for video editors and their clients. Editors import videos from their cloud drive into projects, share a secure, time-limited review link, and receive time-coded notes and approvals from clients, who do not need an account.`,
      ],
    },
    {
      id: 'accounts',
      heading: '2. Your account',
      paragraphs: ['To create an account you must:'],
      bullets: [
        `be at least ${PUBLIC_SITE.minimumAge} years old;`,
        'give accurate, complete information and keep it up to date;',
        'keep your password and sign-in credentials confidential, and tell us at once if you believe they have been compromised.',
        'We may suspend or close an account that is used to break the law, abuse the service or other users, or get around plan limits.',
      ],
    },
    {
      id: 'subscriptions',
      heading: '3. Subscriptions and billing',
      paragraphs: [
        'The Free plan costs nothing. Paid plans (Basic and Pro) are billed monthly or annually in advance and renew automatically at the end of each billing cycle until you cancel.',
        'You can cancel at any time from your billing settings. Cancellation takes effect at the end of the current billing cycle; you keep your paid features until then and are not charged again.',
      ],
    },
    {
      id: 'payments',
      heading: '4. Payments',
      paragraphs: [
        `Payments are processed by ${BILLING_PROVIDER}. Paddle handles your payment details, sales tax and invoices; we never see or store your full card number. Prices are shown in US dollars and may be subject to local taxes.`,
      ],
    },
    {
      id: 'refunds',
      heading: '5. No refunds',
      paragraphs: [
        'All payments are non-refundable, including for partially used billing cycles. The only exceptions, and how to ask for one, are described in our Refund Policy.',
      ],
    },
    {
      id: 'data-ownership',
      heading: '6. Your content and data',
      paragraphs: [
        'You keep all rights to the videos you import and to the notes and approvals in your projects. Your original files stay in your own cloud drive; we keep only what the service needs to play them back to your reviewers, and delete it with your account.',
        'You give us permission to process your content only to provide the service to you and your reviewers.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '7. Intellectual property',
      paragraphs: [
        `The ${PRODUCT_NAME} software, brand and website are ours and are protected by law. You may not copy, resell or reverse-engineer the service. You are responsible for having the rights to every video you import and share.`,
      ],
    },
    {
      id: 'liability',
      heading: '8. Limitation of liability',
      paragraphs: [
        'The service is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, lost profits or lost data, and our total liability for any claim is limited to the amount you paid us in the twelve months before the claim.',
      ],
    },
    {
      id: 'termination',
      heading: '9. Termination',
      paragraphs: [
        'You may stop using the service and delete your account at any time. We may end or suspend your access if you materially break these terms. On termination your right to use the service ends, and your data is erased as described in our Privacy Policy.',
      ],
    },
    {
      id: 'governing-law',
      heading: '10. Governing law',
      paragraphs: [
        'These terms are governed by the laws of the State of Israel. The competent courts of Tel Aviv have exclusive jurisdiction over any dispute arising from them.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. When a change is significant we will tell you by e-mail or in the app before it takes effect. The date at the top shows when they last changed.',
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact',
      paragraphs: [`Questions about these terms? Write to ${SUPPORT_EMAIL}.`],
    },
  ],
};

/** How long viewing figures are kept (shared/domain/viewing.ts: 396 days). */
const VIEWING_RETENTION_MONTHS = Math.round(VIEWING_LIMITS.retentionDays / 30.4);

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  intro: `This policy explains what personal data ${PRODUCT_NAME} collects, why, and the choices you have.`,
  sections: [
    {
      id: 'data-collected',
      heading: '1. Data we collect',
      paragraphs: ['We collect only what we need to run the service:'],
      bullets: [
        'your name and e-mail address, and your business name if you give it;',
        'anonymised usage analytics that tell us which features are used, never tied to your identity;',
        `payment data, which is held by ${BILLING_PROVIDER}, not by us;`,
        'the content of your projects: video titles, notes, approvals and the names reviewers choose to give.',
      ],
    },
    {
      id: 'use',
      heading: '2. How we use it',
      paragraphs: [
        'We use your data to provide and improve the service, to send you notifications you asked for (new feedback, approvals, link reminders), to answer your support requests and to bill paid plans. We do not sell your data.',
      ],
    },
    {
      id: 'drive-links',
      heading: '3. Drive links and review links',
      paragraphs: [
        'When you import from a Google Drive link we read only the folder and files you point us to. Anyone who has a project review link can watch its videos and leave notes until the link expires or you replace it, so share review links only with the people you want to review.',
      ],
    },
    {
      id: 'deletion',
      heading: '4. Account deletion',
      paragraphs: [
        `You can delete your account at any time. Your projects, notes and stored review copies are erased within ${PUBLIC_SITE.accountErasureDays} days. Billing records are kept as long as tax and accounting law requires.`,
      ],
    },
    {
      id: 'cookies',
      heading: '5. Cookies',
      paragraphs: [
        'We use only the cookies and local storage the service needs to keep you signed in and remember your preferences. We do not use advertising cookies.',
      ],
    },
    {
      id: 'third-parties',
      heading: '6. Third parties',
      paragraphs: [
        'We rely on a few processors to run the service: Amazon Web Services (hosting, storage and e-mail), Google (Drive import and optional Google sign-in) and Paddle (payments). Each processes data only on our instructions.',
      ],
    },
    {
      id: 'international-transfers',
      heading: '7. International transfers',
      paragraphs: [
        'Our processors may store data outside your country. Where that happens we rely on appropriate safeguards, such as the European Commission’s standard contractual clauses.',
      ],
    },
    {
      id: 'your-rights',
      heading: '8. Your rights',
      paragraphs: [
        `Depending on where you live, you may have the right to access, correct, export or delete your personal data, and to object to some uses of it. Write to ${SUPPORT_EMAIL} and we will answer within ${PUBLIC_SITE.contactReplyHours} hours.`,
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes to this policy',
      paragraphs: [
        'If we change this policy in a way that matters, we will tell you by e-mail or in the app before the change takes effect.',
      ],
    },
    {
      id: 'review-viewing',
      heading: '10. What review pages record when a client watches',
      paragraphs: [
        'So that editors can see whether their clients watched a cut, and which parts, a review page records how its videos are watched: play, pause, seek and end, the parts of each version played, the video and version, and the day. The viewer is a random id kept in the browser’s local storage. We record no IP address and do no fingerprinting for this; the reviewer’s name is kept only if they type it.',
        `The figures are counted per version and per day and kept for ${VIEWING_RETENTION_MONTHS} months, then deleted. An editor’s workspace can turn this recording off in Settings; review pages then record nothing.`,
      ],
    },
  ],
};

export const REFUND: LegalDocument = {
  title: 'Refund Policy',
  intro: `This policy explains how payments, cancellations and refunds work for ${PRODUCT_NAME} subscriptions.`,
  sections: [
    {
      id: 'non-refundable',
      heading: '1. All payments are non-refundable',
      paragraphs: [
        'Subscription payments, monthly or annual, are non-refundable, including for unused time in a billing cycle.',
      ],
    },
    {
      id: 'cancellation',
      heading: '2. Cancellation',
      paragraphs: [
        'You can cancel at any time. You keep access to your paid features until the end of the billing cycle you have paid for, and you will not be charged again.',
      ],
    },
    {
      id: 'exceptions',
      heading: '3. Exceptions',
      paragraphs: ['We review refund requests case by case, and only in these situations:'],
      bullets: [
        'a platform-wide technical failure that made the service unusable and that we did not resolve;',
        'a duplicate payment caused by a system error.',
      ],
    },
    {
      id: 'requests',
      heading: '4. How to ask',
      paragraphs: [
        `E-mail ${SUPPORT_EMAIL} with the subject "${PUBLIC_MESSAGES.refundRequestSubject}", the e-mail address of your account and what happened. We reply within ${PUBLIC_SITE.contactReplyHours} hours.`,
      ],
    },
    {
      id: 'chargebacks',
      heading: '5. Chargebacks and disputes',
      paragraphs: [
        'Opening a chargeback or payment dispute immediately ends access to your account. Please contact us first: most problems are solved faster by e-mail.',
      ],
    },
  ],
};
