/**
 * The demo project of the seed: one project from the sample folder with a live review link.
 *
 * TO WIRE (lead): call the project-creation use case here once it lands (create the project for
 * `editor.userId`, import the sample Drive folder of the Drive stand-in, create the review link) and return
 * the review URL so start.ts prints it. Until then this does nothing and says so.
 */
import type { LocalSystem } from '../system';

export interface DemoEditor {
  userId: string;
  email: string;
  fullName: string;
}

export interface DemoProject {
  projectId: string;
  reviewUrl?: string;
}

export async function seedDemoProject(
  _system: LocalSystem,
  _editor: DemoEditor,
  log: (message: string) => void,
): Promise<DemoProject | undefined> {
  log('seed: demo project not created yet (waits for the project-creation use case)');
  return undefined;
}
