import { describe, expect, it } from 'vitest';
import { SecondChanceMap, SizedSecondChanceMap } from '../../src/server/cache/second-chance-map.ts';

function mapOf(...keys: string[]): SecondChanceMap<string, string> {
  const map = new SecondChanceMap<string, string>();
  for (const key of keys) map.set(key, key.toUpperCase());
  return map;
}

/** Evicts until empty: the order entries leave in. */
function evictionOrder(map: SecondChanceMap<string, string>): string[] {
  const order: string[] = [];
  for (let victim = map.evict(); victim; victim = map.evict()) order.push(victim[0]);
  return order;
}

describe('second-chance map', () => {
  it('evicts the oldest entries first when none was read', () => {
    expect(evictionOrder(mapOf('a', 'b', 'c'))).toEqual(['a', 'b', 'c']);
  });

  it('answers reads and lets an entry read since it was added outlive the older ones not read', () => {
    const map = mapOf('a', 'b', 'c');
    expect(map.get('a')).toBe('A');
    expect(map.get('missing')).toBeUndefined();
    expect(map.evict()).toEqual(['b', 'B']);
    expect(evictionOrder(map)).toEqual(['c', 'a']);
  });

  it('gives a read entry one second chance only: read again, or it leaves on the next walk', () => {
    const map = mapOf('a', 'b');
    map.get('a');
    expect(map.evict()?.[0]).toBe('b'); // a passed over, its mark cleared
    map.set('c', 'C');
    expect(map.evict()?.[0]).toBe('a'); // not read since: the oldest now
  });

  it('evicts the oldest of several read entries once every one has been passed over', () => {
    const map = mapOf('a', 'b', 'c');
    for (const key of ['c', 'b', 'a']) map.get(key);
    expect(evictionOrder(map)).toEqual(['a', 'b', 'c']);
  });

  it('puts a replaced key at the young end, not read, and deletes and counts like a Map', () => {
    const map = mapOf('a', 'b', 'c');
    map.get('a');
    map.set('a', 'A2');
    expect(map.size).toBe(3);
    expect(map.delete('b')).toBe(true);
    expect(map.delete('b')).toBe(false);
    expect(evictionOrder(map)).toEqual(['c', 'a']);
    expect(map.size).toBe(0);
    expect(map.evict()).toBeUndefined();
  });

  it('empties on clear', () => {
    const map = mapOf('a', 'b');
    map.clear();
    expect(map.size).toBe(0);
    expect(map.get('a')).toBeUndefined();
  });
});

describe('second-chance map take', () => {
  it('removes a key and answers its value, and undefined for a key it does not hold', () => {
    const map = mapOf('a', 'b');
    expect([map.take('a'), map.take('a'), map.size, map.get('b')]).toEqual(['A', undefined, 1, 'B']);
  });
});

describe('SizedSecondChanceMap (a budget of total size)', () => {
  const sized = () => new SizedSecondChanceMap<string, string>(10, (value) => value.length);

  it('makes room before it adds: the entry not read since leaves, the one read stays', () => {
    const map = sized();
    map.set('a', 'aaaa');
    map.set('b', 'bbbb');
    map.get('a');
    map.set('c', 'cccc'); // 12 > 10: one must go
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect(map.totalSize).toBe(8);
  });

  it('keeps nothing larger than the whole budget, and counts a replaced or deleted value out', () => {
    const map = sized();
    map.set('a', 'aaaa');
    map.set('big', 'x'.repeat(11));
    expect(map.get('big')).toBeUndefined();
    map.set('a', 'aaaaaa');
    expect(map.totalSize).toBe(6);
    map.set('a', 'y'.repeat(11)); // a replacement too large: the old value goes, nothing is kept
    expect([map.get('a'), map.totalSize, map.size]).toEqual([undefined, 0, 0]);
    map.set('b', 'bb');
    map.delete('b');
    expect([map.totalSize, map.size]).toEqual([0, 0]);
  });
});
