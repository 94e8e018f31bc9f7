/** Titles and bodies of the owner's in-app notifications caused by a client review. */
export const OWNER_ALERT_TEXTS = {
  newFeedbackTitle: 'New feedback',
  newFeedbackBody: (reviewer: string, count: number, projectName: string) =>
    `${reviewer} left ${count} ${count === 1 ? 'note' : 'notes'} on ${projectName}`,
  videoApprovedTitle: 'Video approved',
  videoApprovedBody: (reviewer: string, videoTitle: string, projectName: string) =>
    `${reviewer} approved "${videoTitle}" in ${projectName}`,
  projectApprovedTitle: 'Project approved',
  projectApprovedBody: (projectName: string) => `Every video of ${projectName} is approved`,
} as const;
