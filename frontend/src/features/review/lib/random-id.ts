/** The review page's ids (note batches, reply requests): the app's one UUID maker. */
export { randomUuid } from '../../../lib/random-id';
