export { CONTACT_RATE_LIMIT, type ContactPorts, sendContactMessage } from './use-cases/send-contact-message';
