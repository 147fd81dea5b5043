// How `npm run dev` starts the two apps: from their sources under Node's watch mode, so a change to server code
// restarts that process (decision 0613). The website's pages and islands are not watched here: Vite's middleware
// (`main.ts --dev`) serves them with hot module replacement.

import { join } from 'node:path';
import { repoRoot } from './product.ts';

/** The shared packages both servers import (texts, form rules, the contract's types, metrics, V8 flags). */
const sharedPackages = join(repoRoot, 'packages');

export const DEV_API_COMMAND = [
  `--watch-path=${join(repoRoot, 'apps/dept-api/src')}`,
  `--watch-path=${sharedPackages}`,
  join(repoRoot, 'apps/dept-api/src/main.ts'),
];

export const DEV_WEB_COMMAND = [
  `--watch-path=${join(repoRoot, 'apps/web/src/server')}`,
  `--watch-path=${sharedPackages}`,
  join(repoRoot, 'apps/web/src/server/main.ts'),
  '--dev',
];
