/** Telling a unique violation apart from other failed writes (a fresh random value that was taken already). */

/** Whether an error (or its cause) is a unique violation of one of these constraints. */
export function isUniqueClash(error: unknown, constraints: string[]): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint_name, constraint } = current as Record<string, unknown>;
    if (code === '23505' && constraints.some((name) => name === constraint_name || name === constraint)) {
      return true;
    }
  }
  return false;
}
