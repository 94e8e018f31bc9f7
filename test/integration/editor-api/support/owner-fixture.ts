/**
 * The first user's data the authorization and fuzz tests aim at: a project with two settled videos, a
 * client note (through the review API) and the notification it raised. Notifications are written by the
 * event pipeline moments after the change (each video's 'ready', the client's feedback): the fixture waits for
 * all of them, so a test's before/after snapshots of the owner's data see no write of the pipeline land between.
 */
import { listNotifications } from '../../../../shared/api/endpoints/notifications';
import { until } from '../../notify/notify-support';
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
  // Each settled video's own news (ready, or its import failed) and the client's feedback: all of them, since
  // a write of the pipeline landing later would read as a change in a test's before/after snapshots.
  const notifications = await until(
    () => expectOk(listNotifications, { token: user.token }),
    (list) =>
      list.items.filter((n) => n.type === 'version_ready' || n.type === 'import_failed').length >= 2 &&
      list.items.some((n) => n.type === 'new_feedback'),
  );
  const notification = notifications.items.find((n) => n.type === 'new_feedback');
  if (!notification) throw new Error('the fixture notification is missing');
  return {
    userId: user.userId,
    detail,
    videoId: video.id,
    noteId: note.id,
    notificationId: notification.id,
  };
}
