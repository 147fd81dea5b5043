import { describe, expect, it } from 'vitest';
import { mappedOnce } from '../../src/server/cache/mapped-once.ts';

describe('mappedOnce', () => {
  it('maps one upstream answer once, and a refreshed answer (a new object) again', () => {
    let calls = 0;
    const mapped = mappedOnce((answer: { items: number[] }) => {
      calls++;
      return { total: answer.items.length };
    });
    const cached = { items: [1, 2, 3] };
    expect(mapped(cached)).toBe(mapped(cached));
    expect(calls).toBe(1);
    const refreshed = { items: [1, 2, 3, 4] };
    expect(mapped(refreshed)).toEqual({ total: 4 });
    expect(calls).toBe(2);
  });
});
