import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../src/client/runtime/i18n.ts';

const { t } = i18nFor('en');
const siteName = 'Department of Probation';

describe('the English texts read as an English-speaking editor writes them', () => {
  it('name the organisation with its article', () => {
    expect(t('home.welcome', { siteName })).toBe('Welcome to the Department of Probation');
    expect(t('home.lead', { siteName })).toMatch(/ of the Department of Probation\.$/);
    expect(t('feed.title', { siteName })).toBe('News from the Department of Probation');
  });

  it('count one page in the singular', () => {
    expect(t('news.pages', { count: 1 })).toBe('1 page');
    expect(t('news.pages', { count: 12 })).toBe('12 pages');
  });

  it('promise nothing about the hotline that the site does not say itself', () => {
    expect(t('home.hotlineText', { number: '1111 press 78' })).toBe(
      'Call the justice hotline 1111 press 78.',
    );
  });
});
