import { useT } from '../text/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import { displayPath, textSizes, type TextSize } from '../../shared/display-settings.ts';

const marks: Record<TextSize, `display.text${'Small' | 'Normal' | 'Large'}Mark`> = {
  small: 'display.textSmallMark',
  normal: 'display.textNormalMark',
  large: 'display.textLargeMark',
};
const names: Record<TextSize, `display.text${'Small' | 'Normal' | 'Large'}`> = {
  small: 'display.textSmall',
  normal: 'display.textNormal',
  large: 'display.textLarge',
};

/**
 * Text size (A-, A, A+) and high contrast (docs/decisions/0280). A GET form, so it works without JavaScript: a
 * button sends /{lang}/display?text=large&back=<this page>, which sets the cookie and sends the visitor back. With
 * JavaScript, behaviours/display-settings.ts applies the change at once, without a reload. The pressed state
 * comes from the server (the page is cached per settings), so nothing changes when the script runs.
 */
export function DisplayControls({ state }: { state: PageState }) {
  const t = useT();
  const { text, contrast } = state.display;
  const back = state.alternates?.[state.lang] ?? state.path;
  const highContrast = contrast === 'high';
  return (
    <form className="display-controls" method="get" action={displayPath(state.lang)} data-display-controls="">
      <input type="hidden" name="back" value={back} />
      <div className="display-controls__groups" role="group" aria-label={t('display.settings')}>
        <div className="display-controls__sizes" role="group" aria-label={t('display.textSize')}>
          {textSizes.map((size) => (
            <button
              key={size}
              type="submit"
              name="text"
              value={size}
              className={`display-controls__button display-controls__button--${size}`}
              aria-pressed={size === text}
            >
              {t(marks[size])}
              <span className="visually-hidden"> {t(names[size])}</span>
            </button>
          ))}
        </div>
        <button
          type="submit"
          name="contrast"
          value={highContrast ? 'normal' : 'high'}
          className="display-controls__button display-controls__contrast"
          aria-pressed={highContrast}
        >
          <span className="display-controls__contrast-icon" aria-hidden="true" />
          {t('display.highContrast')}
        </button>
      </div>
    </form>
  );
}
