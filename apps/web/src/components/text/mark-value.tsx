import type { ReactNode } from 'react';

/**
 * A translated sentence with the value it interpolated rendered by `mark` (a phone number kept whole, a path), and
 * the words around it by `around` (as they are, unless told otherwise).
 */
export function markValue(
  message: string,
  value: string,
  mark: (value: string) => ReactNode,
  around: (text: string) => ReactNode = (text) => text,
): ReactNode {
  const at = value ? message.indexOf(value) : -1;
  if (at < 0) return around(message);
  return (
    <>
      {around(message.slice(0, at))}
      {mark(value)}
      {around(message.slice(at + value.length))}
    </>
  );
}
