/** `npm run reset`: wipes the local system's data (.local/). Refuses while `npm start` is running. */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './handler-loader';
import { isPortFree } from './services/ports';
import { LOCAL_PORTS } from './system';

const DATA_DIR = join(REPO_ROOT, '.local');

async function main(): Promise<void> {
  const appPort = Number(process.env[LOCAL_PORTS.app.variable] ?? LOCAL_PORTS.app.default);
  if (!(await isPortFree(appPort))) {
    console.error(`Port ${appPort} is in use: stop \`npm start\` (Ctrl+C) before resetting.`);
    process.exit(1);
  }
  if (!existsSync(DATA_DIR)) {
    console.log('Nothing to reset: .local/ does not exist.');
    return;
  }
  await rm(DATA_DIR, { recursive: true, force: true });
  console.log(`Removed ${DATA_DIR}. The next \`npm start\` begins from scratch (and seeds the demo editor).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
