// `npm start`: the whole product on its embedded defaults. Builds the website, starts dept-api (demo data in
// .data/dept-api, seeded on first start) and the website in front of it, prints where to open the demo sites,
// and stops both on Ctrl-C.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { printWhereToOpen, repoRoot, startProduct, stopOnCtrlC } from './lib/product.ts';

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.DEPT_API_PORT ?? 4000);
const skipBuild = process.argv.includes('--no-build');

if (!skipBuild) {
  console.log('Building the website (codegen, then the production bundle)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['run', 'codegen', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  execFileSync(npm, ['run', 'build', '-w', '@probation/web', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

console.log('Starting dept-api and the website…');
const product = await startProduct({
  apiPort,
  webPort,
  webHost: '0.0.0.0',
  dataDir: process.env.DATA_DIR ?? join(repoRoot, '.data/dept-api'),
  apiEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  webEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  inheritOutput: true,
});

printWhereToOpen(product);
stopOnCtrlC(product);
