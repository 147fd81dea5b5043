// `npm run dev`: the developer's loop. dept-api with its demo data (in .data/dept-api-dev) and the website in
// development: Vite's middleware with HMR for the pages and islands, the page cache off unless PAGE_CACHE is set,
// and each server restarted by Node's watch mode when its code changes (decision 0613). Ctrl-C stops both.

import { join } from 'node:path';
import { DEV_API_COMMAND, DEV_WEB_COMMAND } from './lib/dev-commands.ts';
import { printWhereToOpen, repoRoot, startProduct, stopOnCtrlC } from './lib/product.ts';

console.log('Starting dept-api and the website in development (watching the server code)…');
const product = await startProduct({
  apiPort: Number(process.env.DEPT_API_PORT ?? 4000),
  webPort: Number(process.env.PORT ?? 3000),
  webHost: '0.0.0.0',
  dataDir: process.env.DATA_DIR ?? join(repoRoot, '.data/dept-api-dev'),
  apiCommand: DEV_API_COMMAND,
  webCommand: DEV_WEB_COMMAND,
  webEnv: { NODE_ENV: process.env.NODE_ENV ?? 'development' },
  inheritOutput: true,
});
printWhereToOpen(product);
stopOnCtrlC(product);
