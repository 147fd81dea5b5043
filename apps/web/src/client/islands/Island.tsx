import { useContext, useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nContext, I18nextProvider } from 'react-i18next';
import type { Language } from '@probation/i18n';
import { islandI18nFor } from '../runtime/i18n.ts';
import type { IslandComponent, IslandName, IslandProps } from './registry.ts';

/**
 * An interactive part of a server-rendered page (server side only: page components never reach the browser).
 * Its markup is rendered as a React root of its own, with an id prefix unique on the page, so the browser can
 * hydrate exactly that root from the props written beside it (JSON in an attribute: React escapes it), with the
 * same texts: the island's sections of the catalogue (island-texts.ts).
 */
export function Island<N extends IslandName>({
  name,
  component: Component,
  props,
}: {
  name: N;
  component: IslandComponent<N>;
  props: IslandProps<N>;
}) {
  const { i18n } = useContext(I18nContext);
  const prefix = `${name}${useId().replace(/[^A-Za-z0-9]/g, '')}-`;
  const Root = Component as ComponentType<object>;
  const html = renderToString(
    <I18nextProvider i18n={islandI18nFor(i18n.language as Language, name)}>
      <Root {...(props as object)} />
    </I18nextProvider>,
    { identifierPrefix: prefix },
  );
  return (
    <div
      className="island"
      data-island={name}
      data-island-prefix={prefix}
      data-island-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
