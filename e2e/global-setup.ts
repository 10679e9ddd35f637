/** Before a run: e2e/artifacts/ (screenshots, a11y-*.json of the last run) starts empty. */
import fs from 'node:fs';
import { ARTIFACTS_DIR } from './lib/env';

export default function globalSetup(): void {
  fs.rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
}
