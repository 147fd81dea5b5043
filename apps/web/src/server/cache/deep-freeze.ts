/**
 * Freezes `value` and everything it holds (plain objects and arrays: what a parsed answer is made of), and returns
 * it. For a value kept once and shared by every request that reads it: a render that changed it by mistake would
 * change other visitors' and other sites' pages; frozen, the mistake throws (strict mode) where it is made.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
