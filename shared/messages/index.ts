/** The message catalogue: every user-facing text of the spec, once, grouped by area. */
export { ACCESS_MESSAGES, NAV_LABELS } from './access-messages';
export { AVATAR_MESSAGES } from './avatar-messages';
export { AUTH_MESSAGES, AUTH_PROVIDER_ERRORS } from './auth-messages';
export { BILLING_MESSAGES } from './billing-messages';
export { COMMON_MESSAGES } from './common-messages';
export { CONTACT_MESSAGES } from './contact-messages';
export { DASHBOARD_MESSAGES } from './dashboard-messages';
export { IMPORT_MESSAGES } from './import-messages';
export { LINK_CARD_MESSAGES } from './link-card-messages';
export { MARKER_EXPORT_MESSAGES } from './marker-export-messages';
export { NOTIFICATION_MESSAGES } from './notification-messages';
export { PROJECT_MESSAGES } from './project-messages';
export { PROJECTS_LIST_MESSAGES } from './projects-list-messages';
export { FOOTER_LABELS, PUBLIC_MESSAGES, PUBLIC_NAV_LABELS } from './public-messages';
export { REVIEW_MESSAGES } from './review-messages';
export { SETTINGS_MESSAGES } from './settings-messages';
export { VIDEO_MESSAGES } from './video-messages';
export { MAIL_MESSAGES, mailGreeting } from './mail-messages';
