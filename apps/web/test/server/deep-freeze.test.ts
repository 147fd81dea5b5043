import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/server/cache/deep-freeze.ts';

describe('deepFreeze', () => {
  it('freezes every object and array a value holds, and returns the value', () => {
    const layout = {
      menu: [{ label: 'ข่าว', children: [{ label: 'ข่าวประชาสัมพันธ์' }] }],
      footer: { lines: ['a'] },
    };
    const frozen = deepFreeze(layout);
    expect(frozen).toBe(layout);
    expect(() => {
      (frozen.menu[0]!.children[0] as { label: string }).label = 'changed';
    }).toThrow(TypeError);
    expect(() => frozen.footer.lines.push('b')).toThrow(TypeError);
    expect(layout.menu[0]!.children[0]!.label).toBe('ข่าวประชาสัมพันธ์');
  });

  it('leaves primitives and null as they are', () => {
    expect(deepFreeze('text')).toBe('text');
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze(3)).toBe(3);
  });
});
