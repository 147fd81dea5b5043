import type { ReactNode } from 'react';

/** A members page's notice of what was just done (saved, changed, sent again), with the marker its tests find. */
export function MemberNotice({ marker, children }: { marker: `data-${string}`; children: ReactNode }) {
  return (
    <p className="notice" role="status" {...{ [marker]: true }}>
      {children}
    </p>
  );
}
