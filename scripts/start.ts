// `npm start`: the whole product on its embedded defaults. Builds the website, starts dept-api (demo data in
// .data/dept-api, seeded on first start) and the website in front of it, prints where to open the demo sites,
// and stops both on Ctrl-C.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, startProduct } from './lib/product.ts';

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

const url = (host: string, path: string) => `http://${host}:${webPort}${path}`;
console.log(`
The product is running. Open:
  ${url('localhost', '/th')}              Department of Probation (Thai)
  ${url('localhost', '/en')}              Department of Probation (English)
  ${url('chiangmai.localhost', '/th')}    Chiang Mai Provincial Probation Office
  ${url('khonkaen.localhost', '/en')}     Khon Kaen Provincial Probation Office
  ${url('phuket.localhost', '/th')}       Phuket office: seeded in maintenance (503)
  ${url('localhost', '/graphql')}         GraphQL endpoint (POST)
dept-api: ${product.apiUrl}
Press Ctrl-C to stop.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await product.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const child of [product.web, product.api]) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`A process of the product exited (${code}); stopping the rest.`);
    void product.stop().then(() => process.exit(1));
  });
}
