/**
 * The part of the notify capability an API Lambda answers requests with: the one-click unsubscribe. Apart
 * from ./index.ts because the API Lambdas never render or send mail (the notify Lambda does, from the events
 * the requests store): importing the whole public module would bundle the mail templates and React with
 * every request's cold start.
 */
export { unsubscribe, type UnsubscribePorts } from './use-cases/unsubscribe';
