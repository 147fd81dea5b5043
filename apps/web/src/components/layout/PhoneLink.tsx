import type { ReactNode } from 'react';
import { telHref } from './tel.ts';

/**
 * A phone number as written, kept on one line, linked only when it is one number a phone can dial (see telHref).
 * `children` replaces the visible text (a label around the number); the number itself stays unbroken.
 */
export function PhoneLink({
  number,
  className,
  children,
}: {
  number: string;
  className?: string;
  children?: ReactNode;
}) {
  const href = telHref(number);
  const content = children ?? <PhoneNumber number={number} />;
  return href ? (
    <a className={className} href={href}>
      {content}
    </a>
  ) : (
    <span className={className}>{content}</span>
  );
}

export function PhoneNumber({ number }: { number: string }) {
  return <span className="phone-number">{number}</span>;
}
