import type { ReactNode } from 'react';
import type { HomeGrid } from '../home/home-grid.ts';

/**
 * Cards as a list, one item each: in the list's own grid (`className`), or with `grid` in the home page's rows
 * (their columns chosen from the number of cards, an item's class from its place).
 */
export function CardList<Item extends { id: string }>({
  items,
  className,
  grid,
  card,
}: {
  items: readonly Item[];
  className: string;
  grid?: HomeGrid | undefined;
  card: (item: Item, index: number) => ReactNode;
}) {
  return (
    <ul className={grid ? `${className} ${grid.className}` : className}>
      {items.map((item, index) => (
        <li key={item.id} className={grid?.itemClass(index)}>
          {card(item, index)}
        </li>
      ))}
    </ul>
  );
}
