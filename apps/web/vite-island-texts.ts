import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { languages, type Catalogue, type Language } from '@probation/i18n';
import { islandCatalogue, islandTexts } from './src/components/islands/island-texts.ts';
import type { IslandName } from './src/components/islands/registry.ts';

const INDEX = 'virtual:island-texts';
const ISLAND = new RegExp(`^${INDEX}/(${languages.join('|')})-(\\w+)$`);

/**
 * The islands' texts (docs/decisions/0415): `virtual:island-texts` exports, for each language and island, a lazy
 * import of a module holding only that island's sections of the catalogue (src/components/islands/island-texts.ts), made
 * here from the catalogue at build time; its chunk is named `<lang>-<island>`. The catalogue files stay the one
 * source of every text.
 */
export function islandTextsModules(): Plugin {
  return {
    name: 'probation:island-texts',
    resolveId(id) {
      if (id === INDEX || ISLAND.test(id)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${INDEX}`) return indexModule();
      const match = id.startsWith('\0') ? ISLAND.exec(id.slice(1)) : null;
      if (!match) return undefined;
      const [, lang, island] = match as unknown as [string, Language, string];
      if (!Object.hasOwn(islandTexts, island)) this.error(`${id}: no island ${island} in island-texts.ts`);
      const resolved = await this.resolve(`@probation/i18n/catalogue/${lang}`);
      if (!resolved) this.error(`${id}: @probation/i18n/catalogue/${lang} not found`);
      this.addWatchFile(resolved.id);
      // Imported fresh when the file changed (the dev server reloads a changed text).
      const { mtimeMs } = await stat(resolved.id);
      const catalogue = (
        (await import(`${pathToFileURL(resolved.id).href}?${mtimeMs}`)) as Record<Language, Catalogue>
      )[lang];
      return `export default ${JSON.stringify(islandCatalogue(catalogue, island as IslandName))};`;
    },
  };
}

function indexModule(): string {
  const loaders = languages.map((lang) => {
    const islands = Object.keys(islandTexts).map(
      (island) => `${JSON.stringify(island)}: () => import(${JSON.stringify(`${INDEX}/${lang}-${island}`)})`,
    );
    return `${lang}: {\n    ${islands.join(',\n    ')},\n  }`;
  });
  return `export const islandTextLoaders = {\n  ${loaders.join(',\n  ')},\n};\n`;
}
