/**
 * Grids of the home page whose rows are full whatever the number of items (the sites' counts differ: 3 or 4
 * banners, 5 menu sections, 6 or 7 useful links...). One column on a phone; from 40rem at most two, from 60rem at
 * most `widest`. When no column count divides the number of items, the first item of a row or two spans two
 * columns (a news card or a banner then lies on its side), so no row ends with a gap and no card stands alone.
 * Classes only, chosen on the server from the count: the HTML is final, nothing moves (CLS 0), no script.
 */

export interface RowPlan {
  columns: number;
  /** Indexes of the items that span two columns: the first item of each of the first rows. */
  wide: readonly number[];
}

/**
 * How `count` items fill rows of at most `max` columns: as many columns as items when they fit in one row; else
 * the column count (down to max - 1, never below 2) that needs the fewest wide items, more columns on a tie.
 */
export function planRows(count: number, max: number): RowPlan {
  if (count <= max) return { columns: Math.max(count, 1), wide: [] };
  let best = { columns: max, spare: (max - (count % max)) % max };
  for (let columns = max - 1; columns >= Math.max(2, max - 1); columns--) {
    const spare = (columns - (count % columns)) % columns;
    if (spare < best.spare) best = { columns, spare };
  }
  // A wide item and columns - 2 others fill a row (with two columns, a wide item is the row).
  const step = Math.max(best.columns - 1, 1);
  return { columns: best.columns, wide: Array.from({ length: best.spare }, (_, row) => row * step) };
}

export interface HomeGrid {
  /** Classes of the list, beside its own (`news-grid`, `card-grid`...). */
  className: string;
  /** Classes of the index-th item (the breakpoints where it spans two columns), or undefined. */
  itemClass(index: number): string | undefined;
  /** The `sizes` of a picture as wide as a column (a wide item's picture is half of two). */
  sizes: string;
}

export function homeGrid(count: number, widest = 4): HomeGrid {
  const medium = planRows(count, 2);
  const large = planRows(count, widest);
  return {
    className: `home-grid home-grid--md-${medium.columns} home-grid--lg-${large.columns}`,
    sizes: `(min-width: 72rem) ${Number((72 / large.columns).toFixed(1))}rem, (min-width: 60rem) ${Math.ceil(100 / large.columns)}vw, (min-width: 40rem) ${medium.columns === 2 ? 50 : 100}vw, 100vw`,
    itemClass(index) {
      const classes = [
        medium.wide.includes(index) ? 'home-grid__wide-md' : '',
        large.wide.includes(index) ? 'home-grid__wide-lg' : '',
      ].filter(Boolean);
      return classes.length > 0 ? classes.join(' ') : undefined;
    },
  };
}
