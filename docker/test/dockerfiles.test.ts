import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig as loadApiConfig } from '../../apps/dept-api/src/config.ts';
import { toolAvailable } from '../../scripts/lib/required-tool.ts';
import { copiedSources, dockerIgnored, filesLoadedBy, imageHas, packagesLoadedBy } from './runtime-files.ts';
import {
  argDefaults,
  environmentOf,
  finalStage,
  isUnder,
  parseDockerfile,
  stagesOf,
  volumesOf,
  type Instruction,
} from './dockerfile.ts';

/**
 * Static checks of the images (no Docker engine here): hadolint, what decision 0501 asks of every image, and that
 * every path an app writes is a declared volume (the root filesystem is read-only in the charts and compose).
 */

const root = resolve(import.meta.dirname, '../..');
/** The Node every npm script runs on (decision 0001): the root package.json's exact `node` dev dependency. */
const PINNED_NODE: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.node;
/** Each image, its app and the modules the app runs from: the website also renders entry-server.tsx (via Vite). */
const IMAGES = {
  web: {
    dockerfile: 'docker/web.Dockerfile',
    app: 'apps/web',
    entries: ['apps/web/src/server/main.ts', 'apps/web/src/client/entry-server.tsx'],
  },
  'dept-api': {
    dockerfile: 'docker/dept-api.Dockerfile',
    app: 'apps/dept-api',
    entries: ['apps/dept-api/src/main.ts'],
  },
} as const;

const FS_WRITES = new Set([
  'writeFile',
  'writeFileSync',
  'appendFile',
  'appendFileSync',
  'mkdir',
  'mkdirSync',
  'mkdtemp',
  'mkdtempSync',
  'rename',
  'renameSync',
  'copyFile',
  'copyFileSync',
  'createWriteStream',
  'rm',
  'rmSync',
  'unlink',
  'unlinkSync',
  'open',
  'openSync',
]);

/** Runtime source files (dev-only command-line tools excluded) that import a writing function of node:fs. */
function filesThatWrite(app: string): string[] {
  const sourceDir = join(root, app, 'src');
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.startsWith('cli/') && !file.includes('/generated/'),
  );
  return files
    .filter((file) => {
      const text = readFileSync(join(sourceDir, file), 'utf8');
      return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(?:node:)?fs(?:\/promises)?'/g)].some(
        (match) => match[1]!.split(',').some((name) => FS_WRITES.has(name.trim().split(/\s+as\s+/)[0]!)),
      );
    })
    .map((file) => relative(join(root, app), join(sourceDir, file)))
    .sort();
}

/** The workspace packages (packages/*) among an app's dependencies, by folder name. */
function workspacePackagesOf(app: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => name.startsWith('@probation/'))
    .map((name) => name.slice('@probation/'.length))
    .filter((folder) => existsSync(join(root, 'packages', folder, 'package.json')));
}

/** An `npm install` of the app (`-w` naming it) or of the whole repository (no `-w`). */
function installsApp(app: string): (instruction: Instruction) => boolean {
  const name = (JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8')) as { name: string }).name;
  return (instruction) =>
    instruction.keyword === 'RUN' &&
    /\bnpm (install|ci)\b/.test(instruction.args) &&
    (!/\s-w\s/.test(instruction.args) || instruction.args.includes(`-w ${name}`));
}

describe.each(Object.entries(IMAGES))('the %s image', (_name, image) => {
  const instructions = parseDockerfile(join(root, image.dockerfile));
  const runtime = finalStage(instructions);
  const args = argDefaults(instructions);

  it('passes hadolint', () => {
    if (!toolAvailable('hadolint')) return;
    const result = spawnSync('hadolint', ['--no-color', image.dockerfile], { cwd: root, encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('is multi-stage on a Node 24 slim image of the version the project pins, never `latest`', () => {
    const froms = instructions.filter((instruction) => instruction.keyword === 'FROM');
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const from of froms) {
      const imageName = from.args
        .split(/\s+/)[0]!
        .replace(/\$\{(\w+)\}/, (_, name: string) => args[name] ?? '');
      expect(imageName).toMatch(/^node:24\.\d+\.\d+-[a-z]+-slim$/);
      // The Node the tests and the bench ran on is the Node that runs in the pod (decision 0433).
      expect(imageName).toBe(`node:${PINNED_NODE}-bookworm-slim`);
    }
  });

  it('runs as a numeric non-root user, through tini, with NODE_ENV=production and a HEALTHCHECK', () => {
    const user = runtime.findLast((instruction) => instruction.keyword === 'USER');
    expect(user?.args).toMatch(/^[1-9]\d*(:[1-9]\d*)?$/);
    expect(runtime.find((instruction) => instruction.keyword === 'ENTRYPOINT')?.args).toBe(
      '["/usr/bin/tini", "--"]',
    );
    expect(environmentOf(runtime).NODE_ENV).toBe('production');
    expect(runtime.find((instruction) => instruction.keyword === 'HEALTHCHECK')?.args).toContain(
      'healthcheck.js',
    );
    // Everything copied into the runtime stage stays owned by root: the app cannot rewrite its own code.
    expect(runtime.filter((instruction) => instruction.args.includes('--chown'))).toEqual([]);
  });

  it('declares /tmp a volume', () => {
    expect(volumesOf(runtime)).toContain('/tmp');
  });

  it('installs only packages the app loads when it runs: a browser-only or types-only package is a dev dependency', () => {
    const manifest = JSON.parse(readFileSync(join(root, image.app, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const loaded = packagesLoadedBy(root, image.entries);
    expect(Object.keys(manifest.dependencies).filter((name) => !loaded.has(name))).toEqual([]);
  });

  it('has the workspace packages the app depends on, for each `npm install` and in what runs', () => {
    const packages = workspacePackagesOf(image.app);
    expect(packages.length).toBeGreaterThan(0);
    const isAppInstall = installsApp(image.app);
    for (const stage of stagesOf(instructions).filter((each) => each.some(isAppInstall))) {
      const copied = stage.slice(0, stage.findIndex(isAppInstall)).flatMap(copiedSources);
      for (const name of packages) expect(copied).toContain(`packages/${name}/package.json`);
    }
    const shipped = runtime.flatMap(copiedSources);
    for (const name of packages) {
      expect(shipped.filter((source) => isUnder(source, `packages/${name}`))).not.toEqual([]);
    }
  });
});

describe('what dept-api loads (it runs its sources)', () => {
  const files = filesLoadedBy(root, 'apps/dept-api/src/main.ts');

  it('reaches its own modules, the workspace packages, their generated code and the files read beside them', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'apps/dept-api/src/app.ts',
        'packages/i18n/package.json',
        'packages/i18n/src/search-words.ts',
        'packages/contract/src/generated/operations.ts',
        'packages/contract/openapi.yaml',
        'apps/dept-api/drizzle',
      ]),
    );
  });

  it('is all in its image', () => {
    const instructions = parseDockerfile(join(root, IMAGES['dept-api'].dockerfile));
    const ignored = dockerIgnored(root);
    expect(files.filter((file) => !imageHas(instructions, ignored, file))).toEqual([]);
  });
});

describe('paths the apps write', () => {
  it('the website writes only form uploads, under the temporary directory, a volume in the image', () => {
    // Its caches are memory and Redis; a form's file waits in os.tmpdir() while its request lasts.
    expect(filesThatWrite('apps/web')).toEqual(['src/server/forms/multipart-form.ts']);
    const source = readFileSync(join(root, 'apps/web/src/server/forms/multipart-form.ts'), 'utf8');
    expect(source).toMatch(/join\(tmpdir\(\), 'probation-web-uploads'\)/);
    expect(volumesOf(finalStage(parseDockerfile(join(root, IMAGES.web.dockerfile))))).toContain('/tmp');
  });

  it("dept-api writes only its database folder, its image cache, the forms' attachments and the members' pictures (in the attachments folder), volumes in the image", () => {
    expect(filesThatWrite('apps/dept-api')).toEqual([
      'src/db/database.ts',
      'src/forms/attachment-content.ts', // the checked upload, moved or re-encoded into the attachments folder
      'src/forms/attachment-store.ts',
      'src/media/image-variants.ts',
      'src/members/member-picture.ts',
    ]);
    const runtime = finalStage(parseDockerfile(join(root, IMAGES['dept-api'].dockerfile)));
    const volumes = volumesOf(runtime);
    const config = loadApiConfig({ ...environmentOf(runtime), DEPT_API_DEMO_CLIENTS: 'true' });
    for (const written of [config.dataDir, config.mediaCacheDir, config.attachmentsDir]) {
      expect(
        volumes.some((volume) => isUnder(written, volume)),
        written,
      ).toBe(true);
    }
    expect(isUnder(config.mediaDir, '/app'), 'the demo media are read from the image').toBe(true);
    expect(tmpdir()).toBe('/tmp'); // os.tmpdir() in the image, where sharp and Node write scratch files
  });
});

describe('the compose stack', () => {
  const compose = parse(readFileSync(join(root, 'docker/compose.yaml'), 'utf8')) as {
    services: Record<string, { image?: string; read_only?: boolean; tmpfs?: string[]; volumes?: string[] }>;
  };

  it('has the website, dept-api, PostgreSQL, Redis and an SMTP catcher, on pinned images', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['dept-api', 'mailpit', 'postgres', 'redis', 'web']);
    for (const service of Object.values(compose.services)) {
      expect(service.image).toMatch(/:[\w.-]+$/);
      expect(service.image).not.toMatch(/:latest$/);
    }
  });

  it.each(Object.entries(IMAGES))(
    'mounts every volume of the %s image on a read-only root',
    (name, image) => {
      const service = compose.services[name]!;
      expect(service.read_only).toBe(true);
      const mounted = [
        ...(service.tmpfs ?? []),
        ...(service.volumes ?? []).map((volume) => volume.split(':')[1]),
      ];
      const declared = volumesOf(finalStage(parseDockerfile(join(root, image.dockerfile))));
      expect(mounted.sort()).toEqual(declared.sort());
    },
  );
});
