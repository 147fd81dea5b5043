/**
 * A mapper whose result is remembered per upstream answer object (decision 0403: cache what is computed from
 * cached data). The in-process data cache hands every request the same answer object until it refreshes, so a page
 * rendered fresh maps a list or a layout once, not once per request; answers read from Redis are new objects and
 * are mapped each time (decision 0403). A result is shared between requests: nothing downstream changes it (resolvers
 * build new objects, as `newsItem` does).
 */
export function mappedOnce<Answer extends object, Result>(
  map: (answer: Answer) => Result,
): (answer: Answer) => Result {
  const results = new WeakMap<Answer, Result>();
  return (answer) => {
    if (results.has(answer)) return results.get(answer) as Result;
    const result = map(answer);
    results.set(answer, result);
    return result;
  };
}
