/**
 * The marketing copy of the public site (Home and the pages that reuse its sections). Spec texts (button
 * labels, prices, plan features, constants) come from shared/; this file holds the selling prose only.
 */
import { PRODUCT_NAME } from '../../../../../shared/config/product';
import { PUBLIC_SITE } from '../../../../../shared/config/public-site';
import { LINK_EXPIRY_SUMMARY, PLAN_ACTIVE_PROJECT_LIMITS } from '../../../../../shared/domain/plans';
import { REVIEW_LINK } from '../../../../../shared/domain/review-link-rules';

const formats = PUBLIC_SITE.supportedFormats.join(', ');

export const HERO = {
  eyebrow: 'Video review for editors',
  title: 'Get client sign-off on every cut, without the email chains.',
  body: `Paste a Google Drive link, send your client one secure review link, and get back time-coded notes and clear approvals. Your clients never create an account; you never hunt through "see attached" threads again.`,
  proof: 'Free plan forever · No credit card · Clients review on any phone or laptop',
} as const;

export const PAIN_POINTS = {
  heading: 'Client feedback should not be the hardest part of the edit',
  intro: 'Most revision rounds are lost in translation, not in the timeline. Sound familiar?',
  items: [
    {
      title: '"At around the middle, can we change the thing?"',
      body: 'Vague notes in e-mails and chat messages mean guessing which shot, which line and which version your client meant.',
    },
    {
      title: 'Feedback scattered across five apps',
      body: 'Notes arrive by e-mail, WhatsApp, a shared doc and a phone call, and one of them always gets missed.',
    },
    {
      title: 'Nobody is sure what is approved',
      body: 'Without a clear sign-off, "looks good" turns into another round of changes a week after delivery.',
    },
    {
      title: 'Clients give up on clunky portals',
      body: 'Asking a client to sign up for yet another tool just to watch a two-minute cut slows every project down.',
    },
  ],
} as const;

export const FEATURES = {
  heading: 'Everything you need to close the review loop',
  intro: `${PRODUCT_NAME} keeps each project's videos, notes and approvals in one place, from the first cut to the final delivery.`,
  cards: [
    {
      title: 'Frame-accurate, time-coded notes',
      body: 'Clients click the moment they mean and type. Every note lands on the exact timecode, ready to jump to in your timeline.',
    },
    {
      title: 'Secure, expiring review links',
      body: `One private link per project, valid for ${REVIEW_LINK.validityDays} days by default. Extend it or issue a new one in a click; old links stop working.`,
    },
    {
      title: 'Approvals you can point to',
      body: 'Clients approve each video, or you approve the whole project. Who approved what, and when, is recorded for you.',
    },
    {
      title: 'Works from your Google Drive',
      body: `Import a whole folder by pasting its link. ${formats} files play in any browser, on phones and laptops alike.`,
    },
  ],
} as const;

export const HOW_IT_WORKS = {
  heading: 'How it works',
  intro: 'Three steps from export to approval.',
  steps: [
    {
      title: 'Create Project',
      body: 'Paste the Google Drive folder that holds your cuts, pick the videos, and name the project after your client.',
    },
    {
      title: 'Share Secure Link',
      body: 'Copy the private review link and send it however you like. Your client opens it without an account, on any device.',
    },
    {
      title: 'Track & Approve',
      body: 'Time-coded notes and approvals arrive in your dashboard and inbox. Tick notes off, upload a new version, repeat until it is signed off.',
    },
  ],
} as const;

export const TESTIMONIALS = {
  heading: 'What editors tell us',
  intro: 'From the freelancers and studios who shaped the product while it was in early access.',
  items: [
    {
      quote:
        'My clients used to send notes as voice memos. Now every comment sits on the exact frame, and a revision round takes an afternoon instead of a week.',
      author: 'Freelance commercial editor',
    },
    {
      quote:
        'The approval record is the part I did not know I needed. When a client asks for changes after sign-off, I can show them exactly what they approved.',
      author: 'Post-production producer, small agency',
    },
    {
      quote:
        'No logins for clients was the selling point. They open the link on their phone between meetings and the notes just show up.',
      author: 'Wedding and events filmmaker',
    },
  ],
} as const;

export const PRICING = {
  heading: 'Simple pricing that grows with your client list',
  intro: `Start free with ${PLAN_ACTIVE_PROJECT_LIMITS.free} active projects. Upgrade when you need more; archived projects never count towards your plan.`,
} as const;

export const FAQ = {
  heading: 'Frequently asked questions',
  items: [
    {
      question: 'Do my clients need an account to leave feedback?',
      answer:
        'No. Your client opens the review link you send, watches the videos and leaves notes or approvals straight away. They can add their name if they want to; otherwise their notes are marked Anonymous.',
    },
    {
      question: 'How long do review links last?',
      answer: `${LINK_EXPIRY_SUMMARY} You can extend a link by another ${REVIEW_LINK.validityDays} days or generate a new one at any time, which switches the old one off.`,
    },
    {
      question: 'What is the difference between the plans?',
      answer: `All plans include the review tools, client feedback and e-mail notifications. Free covers up to ${PLAN_ACTIVE_PROJECT_LIMITS.free} active projects, Basic ${PLAN_ACTIVE_PROJECT_LIMITS.basic} active projects with analytics and priority support, and Pro unlimited projects with advanced analytics, custom branding and team collaboration. Archived projects do not count towards your limit.`,
    },
    {
      question: 'Where are my videos stored?',
      answer:
        'Your originals stay in your own Google Drive. For smooth playback we keep a private, browser-friendly review copy, streamed to your client through short-lived signed links; it is deleted with your account.',
    },
    {
      question: 'Which video formats can I use?',
      answer: `${formats}. Files are converted into a web-friendly preview so your client can watch them in any modern browser, including on a phone.`,
    },
    {
      question: 'Can I cancel at any time?',
      answer:
        'Yes. When you cancel, you keep your paid features until the end of the current billing cycle and are not charged again. Payments are not refunded; see the Refund Policy for the exceptions.',
    },
  ],
} as const;

export const CLOSING_CTA = {
  heading: 'Your next revision round can be the last one',
  body: `Set up your first project in under two minutes. ${PRODUCT_NAME} is free for your first ${PLAN_ACTIVE_PROJECT_LIMITS.free} active projects.`,
} as const;

export const ABOUT = {
  heading: `About ${PRODUCT_NAME}`,
  intro: 'Built by an editor who got tired of chasing feedback.',
  story: {
    heading: 'Why we built it',
    paragraphs: [
      `${PRODUCT_NAME} started in an edit suite, not a boardroom. After years of cutting commercials, documentaries and brand films for clients all over the world, our founder noticed that the edit itself was rarely what slowed a project down. The feedback was.`,
      'Notes arrived as long e-mails full of "around 1:20-ish", as voice memos, as screenshots of the wrong version. Review tools existed, but they were built for large post houses: heavy, expensive, and they asked every client to create an account before watching a two-minute cut.',
      `So we built the tool we wanted: keep the footage where it already is, send the client one link, and get back notes pinned to the exact frame and an approval you can point to. That is ${PRODUCT_NAME}.`,
    ],
  },
  vision: {
    heading: 'Where we are going',
    paragraphs: [
      'We believe every editor, from the solo freelancer to the ten-person studio, deserves a review process that is as fast as their timeline. Clients should be able to give precise feedback in seconds, from any device, without learning new software.',
      `Notes already leave ${PRODUCT_NAME} as timeline markers for DaVinci Resolve, Final Cut Pro, Premiere Pro and Avid Media Composer, so feedback lands where you cut. Next on our list: custom branding for agencies and team workspaces. We build in the open with the editors who use the product every day.`,
    ],
  },
  values: [
    {
      title: 'Your footage stays yours',
      body: 'Originals stay in your Drive. We never use your videos for anything but your reviews.',
    },
    {
      title: 'Clients first, no friction',
      body: 'No client accounts, no downloads, no training. If your client can open a link, they can review.',
    },
    {
      title: 'Straight answers',
      body: `Real people answer support, within ${PUBLIC_SITE.contactReplyHours} hours on working days.`,
    },
  ],
} as const;

export const CONTACT_PAGE = {
  heading: 'Contact us',
  intro: `Questions about pricing, billing or a project that will not play? Send us a message and we will reply within ${PUBLIC_SITE.contactReplyHours} hours.`,
  emailUs: 'Prefer e-mail? Write to',
} as const;
