import type { ReactNode } from 'react';

/**
 * The confirmation panel of a filed form (GOV.UK's): its title, which the form's script focuses once the answer
 * replaces the form, and the credentials to keep (reference, tracking code, password) as a description list.
 */
export function ConfirmationPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="confirmation-panel">
      <h1 className="confirmation-panel__title" tabIndex={-1} data-confirmation-title>
        {title}
      </h1>
      <dl className="confirmation-panel__body confirmation-panel__credentials">{children}</dl>
    </div>
  );
}
