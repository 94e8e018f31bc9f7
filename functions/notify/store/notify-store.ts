/** The notify capability's store over the one table (its own access patterns beside it; profiles and notifications through the projects capability). */
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { enqueueDigestEvent } from './digest-repository';
import { claimFeedbackMail, scheduleFeedbackMail } from './feedback-mail-gate';
import { createNotification, readProfile } from '../../projects';
import { claimEventMail, finishEventMail, releaseEventMail } from '../../platform/db/outbox';
import type { NotifyStore } from '../ports';
import { projectAudience } from '../../workspaces';

export function notifyStore(db: DbPort): NotifyStore {
  return {
    async ownerContact(userId) {
      const profile = await readProfile(db, userId);
      // A deactivated account gets no mail (Settings › Danger Zone).
      if (!profile || !profile.email || profile.deactivatedAt) return null;
      return {
        email: profile.email,
        name: profile.displayName ?? profile.fullName,
        mailPreferences: profile.mailPreferences ?? null,
      };
    },
    async createNotification(notification) {
      try {
        await createNotification(db, notification);
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },
    claimMail: (eventId, at) => claimEventMail(db, eventId, at),
    finishMail: (eventId) => finishEventMail(db, eventId),
    releaseMail: (eventId) => releaseEventMail(db, eventId),
    queueDigest: (input) => enqueueDigestEvent(db, input),
    claimFeedbackMail: (input) => claimFeedbackMail(db, input),
    scheduleFeedbackMail: (input) => scheduleFeedbackMail(db, input),
    projectAudience: (input) => projectAudience(db, input),
  };
}
