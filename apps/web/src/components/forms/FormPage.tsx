import type { ReactNode } from 'react';
import type { PageState } from '../../shared/page-state.ts';
import { mainPath } from '../../shared/routes.ts';
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';

/**
 * A form's page on the site (the public forms, tracking a complaint): the breadcrumbs, through `parent` when the
 * page belongs to another, its heading, then what the page shows (its lead, its `PostedForm`, what follows it).
 */
export function FormPage({
  state,
  title,
  parent,
  className,
  children,
}: {
  state: PageState;
  title: string;
  /** The page this one belongs to, as a breadcrumb (following a complaint, for its status and a new password). */
  parent?: { label: string; href: string };
  /** A class of the page's own, beside `form-page`. */
  className?: string;
  children: ReactNode;
}) {
  const crumbs = parent ? [parent, { label: title }] : [{ label: title }];
  return (
    <div
      className={className ? `container page-body form-page ${className}` : 'container page-body form-page'}
    >
      <Breadcrumbs homeHref={mainPath(state.lang)} crumbs={crumbs} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}
