/**
 * The first user's data the authorization and fuzz tests aim at: a project with two settled videos, a
 * client note (through the review API) and, when the review API raised one, a notification.
 */
import { listNotifications } from '../../../../shared/api/endpoints/notifications';
import { createProjectAs, expectOk, settledProject, submitNotesAsClient, type TestUser } from './fixtures';
import type { OwnerData } from './owner-samples';

export async function ownerFixture(user: TestUser): Promise<OwnerData> {
  const project = await createProjectAs(user, { name: 'Owner fixture', videos: 2 });
  let detail = await settledProject(user, project.id);
  await submitNotesAsClient(detail, [{ videoIndex: 0, body: 'Please brighten the intro' }]);
  detail = await settledProject(user, project.id);
  const note = detail.videos[0]?.notes[0];
  const video = detail.videos[0];
  if (!note || !video) throw new Error('the fixture note is missing');
  const notifications = await expectOk(listNotifications, { token: user.token });
  return {
    userId: user.userId,
    detail,
    videoId: video.id,
    noteId: note.id,
    notificationId: notifications.items[0]?.id ?? '01JNOTIFICATIONOFOWNER00000',
  };
}
