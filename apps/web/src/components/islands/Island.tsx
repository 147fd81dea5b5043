import { useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandI18nFor } from './island-texts.ts';
import { TextsProvider } from '../../components/text/texts-context.tsx';
import { usePageLang } from '../../components/text/use-t.ts';
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
  const lang = usePageLang();
  const prefix = `${name}${useId().replace(/[^A-Za-z0-9]/g, '')}-`;
  const Root = Component as ComponentType<object>;
  const html = renderToString(
    <TextsProvider i18n={islandI18nFor(lang, name)}>
      <Root {...(props as object)} />
    </TextsProvider>,
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
