import type { ReactNode } from 'react';

/** A translated sentence with the value it interpolated rendered by `mark` (a phone number kept whole, a path). */
export function markValue(message: string, value: string, mark: (value: string) => ReactNode): ReactNode {
  const at = value ? message.indexOf(value) : -1;
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      {mark(value)}
      {message.slice(at + value.length)}
    </>
  );
}
