import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../src/shared/texts/i18n.ts';

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

  it('count one of anything in the singular, whatever the number looks like', () => {
    const one = { count: 1, formatted: '1' };
    const many = { count: 1200, formatted: '1,200' };
    expect(t('news.total', one)).toBe('1 news item');
    expect(t('news.total', many)).toBe('1,200 news items');
    expect(t('albums.total', one)).toBe('1 album');
    expect(t('albums.photoCount', one)).toBe('1 photo');
    expect(t('albums.photoCount', many)).toBe('1,200 photos');
    expect(t('videos.total', one)).toBe('1 video');
    expect(t('videos.total', many)).toBe('1,200 videos');
    expect(t('calendar.total', { ...one, month: 'December 2026' })).toBe('1 event in December 2026');
    expect(t('calendar.totalUpcoming', many)).toBe('1,200 events from today');
    expect(t('documents.total', one)).toBe('1 document');
    expect(t('maintenance.retry', { count: 1 })).toBe('Please try again in 1 minute.');
    expect(t('maintenance.retry', { count: 5 })).toBe('Please try again in 5 minutes.');
  });

  it('promise nothing about the hotline that the site does not say itself', () => {
    expect(t('home.hotlineText', { number: '1111 press 78' })).toBe(
      'Call the justice hotline 1111 press 78.',
    );
  });
});
