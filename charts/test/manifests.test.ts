import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toolAvailable } from '../../scripts/lib/required-tool.ts';
import { ingressBodySize } from './form-body.ts';
import {
  CHARTS,
  ENVIRONMENTS,
  chartDir,
  mebibytes,
  one,
  render,
  type Chart,
  type Environment,
  type Manifest,
} from './render.ts';

/** The rendered manifests of both charts in every environment: what an SRE relies on. */

const helm = toolAvailable('helm');
const SECRET_ENV = [
  'DEPT_API_CLIENT_SECRET',
  'REDIS_URL',
  'DATABASE_URL',
  'DEPT_API_CLIENTS',
  'REPORT_FINGERPRINT_SALT',
  'SMTP_URL',
];
const cases = CHARTS.flatMap((chart) => ENVIRONMENTS.map((environment) => [chart, environment] as const));

function rendered(chart: Chart, environment: Environment): Manifest[] {
  const result = render(chart, environment);
  expect(result.error).toBe('');
  expect(result.ok).toBe(true);
  return result.manifests;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a rendered container
function container(manifests: Manifest[]): any {
  return one(manifests, 'Deployment').spec.template.spec.containers[0];
}

// Rendering happens while tests are collected, so without helm these suites are not declared at all.
if (helm)
  describe.each(cases)('%s in %s', (chart, environment) => {
    const manifests = rendered(chart, environment);
    const deployment = one(manifests, 'Deployment');
    const pod = deployment.spec.template.spec;
    const main = container(manifests);
    const config = one(manifests, 'ConfigMap').data!;

    it('probes liveness on /healthz, readiness on /readyz, and startup', () => {
      expect(main.livenessProbe.httpGet.path).toBe('/healthz');
      expect(main.readinessProbe.httpGet.path).toBe('/readyz');
      expect(main.startupProbe.httpGet.path).toBe('/healthz');
      expect(main.readinessProbe.httpGet.port).toBe('http');
    });

    it('drains before stopping: a preStop sleep and a grace period longer than it and SHUTDOWN_GRACE_MS', () => {
      const preStopSeconds = main.lifecycle.preStop.sleep.seconds as number;
      expect(preStopSeconds).toBeGreaterThan(0);
      const graceMs = Number(config.SHUTDOWN_GRACE_MS ?? 0);
      expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(preStopSeconds * 1000 + graceMs);
    });

    it('runs locked down: non-root, read-only root, no capabilities, RuntimeDefault seccomp', () => {
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      expect(pod.securityContext.seccompProfile.type).toBe('RuntimeDefault');
      expect(main.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
    });

    it('mounts a volume on every path the image declares writable', () => {
      const dockerfile = readFileSync(
        new URL(`../../docker/${chart === 'probation-web' ? 'web' : 'dept-api'}.Dockerfile`, import.meta.url),
        'utf8',
      );
      const declared = JSON.parse(/^VOLUME (.+)$/m.exec(dockerfile)![1]!) as string[];
      const mounted = (main.volumeMounts as Array<{ mountPath: string }>).map((mount) => mount.mountPath);
      // Besides those, only the attachments' own volume, inside /data (0503).
      const attachmentsDir = chart === 'dept-api' ? config.ATTACHMENTS_DIR : undefined;
      expect(mounted.filter((path) => path !== attachmentsDir).sort()).toEqual(declared.sort());
    });

    it('has CPU and memory requests and limits, and a V8 heap cap well under the memory limit', () => {
      for (const kind of ['requests', 'limits'] as const) {
        expect(main.resources[kind].cpu).toBeTruthy();
        expect(main.resources[kind].memory).toBeTruthy();
      }
      const heapMb = Number(/--max-old-space-size=(\d+)/.exec(config.NODE_OPTIONS ?? '')?.[1]);
      const limitMb = mebibytes(main.resources.limits.memory as string);
      // Besides the old space: semi-spaces, code, buffers and the native heap (bench: 181-205 MB RSS at 128 MB).
      expect(heapMb).toBeGreaterThan(0);
      expect(heapMb + 128).toBeLessThanOrEqual(limitMb);
    });

    it('names an image release, never `latest`', () => {
      expect(main.image).toMatch(/:[\w.-]+$/);
      expect(main.image).not.toMatch(/:latest$/);
      expect(render(chart, environment, ['image.tag=latest']).error).toContain('never latest');
    });

    it('spreads pods across zones', () => {
      expect(pod.topologySpreadConstraints[0].topologyKey).toBe('topology.kubernetes.io/zone');
    });

    it('mounts no service account token', () => {
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(one(manifests, 'ServiceAccount').automountServiceAccountToken).toBe(false);
    });

    it('takes every secret from the existing Secret, never from values or the ConfigMap', () => {
      expect(manifests.filter((manifest) => manifest.kind === 'Secret')).toEqual([]);
      for (const name of SECRET_ENV) expect(config).not.toHaveProperty(name);
      // The pod's own address (METRICS_HOST) is the one variable read from elsewhere than the Secret.
      for (const variable of (main.env ?? []).filter(
        (entry: { name: string }) => entry.name !== 'METRICS_HOST',
      )) {
        expect(SECRET_ENV).toContain(variable.name);
        expect(variable.value).toBeUndefined();
        expect(variable.valueFrom.secretKeyRef.name).toBeTruthy();
      }
    });

    it('has a NetworkPolicy for both directions, and never serves metrics through its Service', () => {
      const policy = one(manifests, 'NetworkPolicy');
      expect(policy.spec.policyTypes).toEqual(['Ingress', 'Egress']);
      const services = manifests.filter((manifest) => manifest.kind === 'Service');
      const publicService = services.find((service) => !service.metadata.name.endsWith('-metrics'))!;
      expect(publicService.spec.ports.map((port: { targetPort: string }) => port.targetPort)).toEqual([
        'http',
      ]);
    });

    it('serves metrics on the pod IP only, reachable from the monitoring namespace only (decision 0608)', () => {
      const metricsHost = main.env.find((variable: { name: string }) => variable.name === 'METRICS_HOST');
      expect(metricsHost.valueFrom.fieldRef.fieldPath).toBe('status.podIP');
      expect(config.METRICS_HOST).toBeUndefined();
      const rules = one(manifests, 'NetworkPolicy').spec.ingress as Array<{
        from: Array<{ namespaceSelector?: { matchLabels: Record<string, string> } }>;
        ports: Array<{ port: number }>;
      }>;
      const metricsPort = Number(config.METRICS_PORT);
      const metricsRules = rules.filter((rule) => rule.ports.some((port) => port.port === metricsPort));
      expect(metricsRules).toHaveLength(1);
      expect(metricsRules[0]!.ports).toEqual([{ port: metricsPort, protocol: 'TCP' }]);
      expect(metricsRules[0]!.from).toEqual([
        { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
      ]);
    });

    it.runIf(environment === 'prod')('keeps at least two pods in prod, with a PodDisruptionBudget', () => {
      const replicas = manifests.some((manifest) => manifest.kind === 'HorizontalPodAutoscaler')
        ? one(manifests, 'HorizontalPodAutoscaler').spec.minReplicas
        : deployment.spec.replicas;
      expect(replicas).toBeGreaterThanOrEqual(2);
      const pdb = one(manifests, 'PodDisruptionBudget');
      expect(pdb.spec.minAvailable).toBeGreaterThanOrEqual(1);
      expect(pdb.spec.minAvailable).toBeLessThan(replicas);
      expect(pdb.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    });
  });

if (helm)
  describe.each(ENVIRONMENTS)('the website in %s', (environment) => {
    const manifests = rendered('probation-web', environment);

    it('serves every site host name through the Ingress with TLS', () => {
      const ingress = one(manifests, 'Ingress');
      const ruleHosts = ingress.spec.rules.map((rule: { host: string }) => rule.host);
      expect(ruleHosts.length).toBeGreaterThanOrEqual(3);
      expect(ingress.spec.tls[0].hosts).toEqual(ruleHosts);
      expect(ingress.spec.tls[0].secretName).toBeTruthy();
    });

    it("lets through the largest form the website accepts, buffered by nginx, within the website's own wait (0610)", () => {
      const annotations = one(manifests, 'Ingress').metadata.annotations!;
      expect(annotations['nginx.ingress.kubernetes.io/proxy-body-size']).toBe(ingressBodySize());
      expect(annotations['nginx.ingress.kubernetes.io/proxy-request-buffering']).toBe('on');
      const upstreamWaitSeconds = Number(one(manifests, 'ConfigMap').data!.UPSTREAM_TIMEOUT_MS) / 1000;
      for (const timeout of ['proxy-read-timeout', 'proxy-send-timeout']) {
        expect(Number(annotations[`nginx.ingress.kubernetes.io/${timeout}`])).toBeGreaterThan(
          upstreamWaitSeconds * 2,
        );
      }
    });

    it('trusts exactly one proxy hop (the ingress controller)', () => {
      expect(one(manifests, 'ConfigMap').data!.TRUST_PROXY).toBe('1');
    });

    it('may reach only dept-api, Redis (when configured) and DNS', () => {
      const egress = one(manifests, 'NetworkPolicy').spec.egress as Array<{ ports: Array<{ port: number }> }>;
      const ports = egress.flatMap((rule) => rule.ports.map((port) => port.port)).sort((a, b) => a - b);
      const expected =
        environment === 'dev'
          ? [53, 53, 4000]
          : environment === 'prod'
            ? [53, 53, 443, 6379]
            : [53, 53, 4000, 6379];
      expect(ports).toEqual(expected);
    });

    it('scales on CPU outside dev', () => {
      const hpas = manifests.filter((manifest) => manifest.kind === 'HorizontalPodAutoscaler');
      expect(hpas.length).toBe(environment === 'dev' ? 0 : 1);
      if (hpas[0]) expect(hpas[0].spec.metrics[0].resource.name).toBe('cpu');
    });
  });

if (helm)
  describe('optional pieces', () => {
    it('adds a requests-per-second target to the autoscaler when asked', () => {
      const { manifests } = render('probation-web', 'prod', ['autoscaling.requestsPerSecond.enabled=true']);
      const metrics = one(manifests, 'HorizontalPodAutoscaler').spec.metrics;
      expect(metrics[1].pods.metric.name).toBe('http_requests_per_second');
    });

    it('renders a ServiceMonitor only when enabled (off by default)', () => {
      expect(render('probation-web', 'dev').manifests.some((m) => m.kind === 'ServiceMonitor')).toBe(false);
      const monitor = one(render('probation-web', 'prod').manifests, 'ServiceMonitor');
      expect(monitor.spec.endpoints[0]).toMatchObject({ port: 'metrics', path: '/metrics' });
    });

    it("gives the website the image's malloc settings: two arenas, 32 KB and up mapped apart (0402, 0425)", () => {
      const dockerfile = readFileSync(new URL('../../docker/web.Dockerfile', import.meta.url), 'utf8');
      expect(/MALLOC_ARENA_MAX=(\d+)/.exec(dockerfile)?.[1]).toBe('2');
      expect(/MALLOC_MMAP_THRESHOLD_=(\d+)/.exec(dockerfile)?.[1]).toBe('32768');
      for (const environment of ENVIRONMENTS) {
        const config = one(render('probation-web', environment).manifests, 'ConfigMap').data!;
        expect(config.MALLOC_ARENA_MAX).toBe('2');
        expect(config.MALLOC_MMAP_THRESHOLD_).toBe('32768');
      }
    });

    it('refuses several dept-api replicas on the embedded database', () => {
      const result = render('dept-api', 'dev', ['replicaCount=2']);
      expect(result.ok).toBe(false);
      expect(result.error).toContain('one replica only');
    });
  });

if (helm)
  describe.each(ENVIRONMENTS)('dept-api in %s', (environment) => {
    it('seeds the demo data in dev only (decision 0609)', () => {
      const config = one(rendered('dept-api', environment), 'ConfigMap').data!;
      expect(config.SEED_DEMO_DATA).toBe(environment === 'dev' ? 'true' : 'false');
    });
  });

if (helm)
  describe("dept-api's attachments (decision 0503)", () => {
    /** The claim mounted at ATTACHMENTS_DIR, or undefined when the attachments have no volume of their own. */
    function attachmentsClaim(manifests: Manifest[]): string | undefined {
      const pod = one(manifests, 'Deployment').spec.template.spec;
      const dir = one(manifests, 'ConfigMap').data!.ATTACHMENTS_DIR;
      const mount = pod.containers[0].volumeMounts.find((m: { mountPath: string }) => m.mountPath === dir);
      if (!mount) return undefined;
      return pod.volumes.find((v: { name: string }) => v.name === mount.name).persistentVolumeClaim
        ?.claimName;
    }

    it.each(['staging', 'prod'] as const)(
      'keeps them on the shared claim made beside the Secret in %s (PostgreSQL, two replicas)',
      (environment) => {
        const { manifests } = render('dept-api', environment);
        expect(one(manifests, 'Deployment').spec.replicas).toBe(2);
        expect(attachmentsClaim(manifests)).toBe(
          environment === 'prod' ? 'dept-api-attachments' : 'dept-api-staging-attachments',
        );
        expect(manifests.some((m) => m.kind === 'PersistentVolumeClaim')).toBe(false);
      },
    );

    it('keeps them with PGlite on its /data volume in dev', () => {
      const { manifests } = render('dept-api', 'dev');
      expect(attachmentsClaim(manifests)).toBeUndefined();
      expect(one(manifests, 'ConfigMap').data!.ATTACHMENTS_DIR).toBe('/data/attachments');
      expect(one(manifests, 'PersistentVolumeClaim').metadata.name).toBe('dept-api-data');
    });

    it('refuses PostgreSQL without a volume for them: an emptyDir would lose every file on a restart', () => {
      const result = render('dept-api', 'prod', ['volumes.attachments.persistent=false']);
      expect(result.ok).toBe(false);
      expect(result.error).toContain("the forms' attachments need a volume that outlives the pods");
    });

    it('makes a ReadWriteMany claim of its own when none is named, and keeps it on uninstall', () => {
      const { manifests } = render('dept-api', 'prod', [
        'volumes.attachments.existingClaim=',
        'volumes.attachments.storageClassName=files',
        'volumes.attachments.size=50Gi',
      ]);
      const claim = one(manifests, 'PersistentVolumeClaim');
      expect(claim.metadata.name).toBe('dept-api-attachments');
      expect((claim.metadata as { annotations?: Record<string, string> }).annotations).toEqual({
        'helm.sh/resource-policy': 'keep',
      });
      expect(claim.spec).toEqual({
        accessModes: ['ReadWriteMany'],
        storageClassName: 'files',
        resources: { requests: { storage: '50Gi' } },
      });
      expect(attachmentsClaim(manifests)).toBe('dept-api-attachments');
    });

    it('refuses a claim of its own that several replicas could not share', () => {
      const result = render('dept-api', 'prod', [
        'volumes.attachments.existingClaim=',
        'volumes.attachments.accessMode=ReadWriteOnce',
      ]);
      expect(result.ok).toBe(false);
      expect(result.error).toContain('accessMode must be ReadWriteMany');
      expect(
        render('dept-api', 'prod', [
          'replicaCount=1',
          'volumes.attachments.existingClaim=',
          'volumes.attachments.accessMode=ReadWriteOnce',
        ]).ok,
      ).toBe(true);
    });

    it('mounts the volume where ATTACHMENTS_DIR says, and refuses a path that is not absolute and clean', () => {
      const moved = render('dept-api', 'prod', ['config.ATTACHMENTS_DIR=/data/forms']);
      expect(one(moved.manifests, 'ConfigMap').data!.ATTACHMENTS_DIR).toBe('/data/forms');
      expect(attachmentsClaim(moved.manifests)).toBe('dept-api-attachments');
      for (const path of ['data/forms', '/data/../forms', '/', '/data/forms/']) {
        const result = render('dept-api', 'prod', [`config.ATTACHMENTS_DIR=${path}`]);
        expect(result.ok, path).toBe(false);
        expect(result.error, path).toContain('ATTACHMENTS_DIR must be an absolute, clean path');
      }
    });
  });

describe.each(CHARTS)('the values files of %s', (chart) => {
  it.each(['values.yaml', ...ENVIRONMENTS.map((environment) => `values-${environment}.yaml`)])(
    '%s holds no secret',
    (file) => {
      const text = readFileSync(`${chartDir(chart)}/${file}`, 'utf8');
      expect(text).not.toMatch(/:\/\/[^\s/@]+:[^\s/@]+@/); // credentials in a URL
      expect(text).not.toMatch(/dev-[a-z-]*secret/);
      const walk = (node: unknown, path: string): void => {
        if (node && typeof node === 'object') {
          for (const [key, value] of Object.entries(node)) walk(value, `${path}.${key}`);
        } else if (/(password|secret|token|salt)$/i.test(path) && node !== '' && node !== undefined) {
          throw new Error(`${file}: ${path} looks like a secret value; use existingSecret`);
        }
      };
      walk(parse(text), '');
    },
  );
});
