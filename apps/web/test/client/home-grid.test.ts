import { describe, expect, it } from 'vitest';
import { homeGrid, planRows } from '../../src/components/home/home-grid.ts';

/** Lays items out as CSS grid's auto-placement does (no dense packing): the cells each row fills. */
function rowsOf(count: number, columns: number, wide: readonly number[]): number[] {
  const rows: number[] = [0];
  for (let index = 0; index < count; index++) {
    const span = Math.min(wide.includes(index) ? 2 : 1, columns);
    if (rows.at(-1)! + span > columns) rows.push(0);
    rows[rows.length - 1]! += span;
  }
  return rows;
}

describe('planRows', () => {
  it.each([2, 3, 4])('fills every row with up to %i columns, whatever the number of items', (max) => {
    for (let count = 1; count <= 16; count++) {
      const { columns, wide } = planRows(count, max);
      expect(columns, `${count}`).toBeLessThanOrEqual(max);
      expect(
        rowsOf(count, columns, wide).every((cells) => cells === columns),
        `${count} in ${max}`,
      ).toBe(true);
      // Never one card on a row beside others: a lone item spans the whole row (two columns).
      if (count > 1) expect(columns, `${count}`).toBeGreaterThan(1);
    }
  });

  it('keeps to one row when the items fit, and prefers a divisor (6 in 3 columns, 8 in 4)', () => {
    expect(planRows(3, 4)).toEqual({ columns: 3, wide: [] });
    expect(planRows(6, 4)).toEqual({ columns: 3, wide: [] });
    expect(planRows(8, 4)).toEqual({ columns: 4, wide: [] });
    expect(planRows(5, 4)).toEqual({ columns: 3, wide: [0] });
    expect(planRows(3, 2)).toEqual({ columns: 2, wide: [0] });
  });
});

describe('homeGrid', () => {
  it('names the columns for a tablet and a desktop and the items that span two', () => {
    const grid = homeGrid(5);
    expect(grid.className).toBe('home-grid home-grid--md-2 home-grid--lg-3');
    expect(grid.sizes).toBe(
      '(min-width: 72rem) 24rem, (min-width: 60rem) 34vw, (min-width: 40rem) 50vw, 100vw',
    );
    expect([0, 1, 2].map((index) => grid.itemClass(index))).toEqual([
      'home-grid__wide-md home-grid__wide-lg',
      undefined,
      undefined,
    ]);
  });
});
