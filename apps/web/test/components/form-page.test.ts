import { FORM_MESSAGES } from '@probation/forms';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { FormPage } from '../../src/components/forms/FormPage.tsx';
import { PostedForm } from '../../src/components/forms/PostedForm.tsx';
import { emptyForm, formPageTitle } from '../../src/shared/form-page.ts';
import type { PageState } from '../../src/shared/page-state.ts';
import type { SubmittedForm } from '../../src/shared/submitted-form.ts';
import { pageDom } from '../pages/support/page-dom.ts';

/** What the form frame reads of a page's state: its language and the site's hotline. */
function stateFor(lang: 'th' | 'en'): PageState {
  return {
    lang,
    site: { layout: { footer: { hotline: { number: '1111 ext 78' } } } },
  } as unknown as PageState;
}

function rendered(lang: 'th' | 'en', element: ReactNode) {
  return pageDom(
    `<body>${renderToString(createElement(TextsProvider, { i18n: i18nFor(lang) }, element))}</body>`,
  );
}

const sentWithProblems: SubmittedForm = {
  values: { email: 'not an address' },
  problems: [{ field: 'email', message: FORM_MESSAGES.enterEmail }],
  formError: { key: 'forms.common.tooMany', values: { minutes: 5 } },
  idempotencyKey: '',
};

describe('a form posted to its own page (PostedForm)', () => {
  it('puts the error summary over the form, linking each problem to its field and naming the hotline', () => {
    const page = rendered(
      'en',
      createElement(PostedForm, {
        state: stateFor('en'),
        form: sentWithProblems,
        labels: { email: 'E-mail' },
        action: '/en/forms/track',
        submit: 'Find it',
        script: 'track',
        nativeSubmit: true,
        children: createElement('input', { name: 'email', id: 'field-email' }),
      }),
    );
    const summary = page.getByRole('alert');
    expect(summary.textContent).toContain(
      'Too many messages have been sent from your connection. Please try again in 5 minutes, or call the hotline 1111 ext 78.',
    );
    expect(page.getByRole('link', { name: /Enter email/ }).getAttribute('href')).toBe('#field-email');
    const form = page.document.querySelector('form')!;
    expect(form.compareDocumentPosition(summary) & 2).toBeTruthy(); // the summary comes first
    expect(form.getAttribute('action')).toBe('/en/forms/track');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('data-public-form')).toBe('track');
    expect(form.getAttribute('data-submit')).toBe('native');
    expect(form.querySelector('script[data-form-messages]')).not.toBeNull();
    expect(page.getByRole('button', { name: 'Find it' }).closest('form')).toBe(form);
  });

  it('without a script, is a plain form: no messages for a script, the script does not send it', () => {
    const page = rendered(
      'th',
      createElement(PostedForm, {
        state: stateFor('th'),
        form: emptyForm(),
        labels: {},
        action: '/th/members/logout',
        submit: 'ส่ง',
        children: null,
      }),
    );
    expect(page.queryByRole('alert')).toBeNull();
    const form = page.document.querySelector('form')!;
    expect(form.hasAttribute('data-public-form')).toBe(false);
    expect(form.hasAttribute('data-submit')).toBe(false);
    expect(form.querySelector('script[data-form-messages]')).toBeNull();
  });
});

describe('a form page (FormPage)', () => {
  it('has breadcrumbs home, through the page it belongs to, to itself, and its heading', () => {
    const page = rendered(
      'en',
      createElement(FormPage, {
        state: stateFor('en'),
        title: 'A new tracking password',
        parent: { label: 'Follow a complaint', href: '/en/forms/track' },
        children: createElement('p', null, 'Lead'),
      }),
    );
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect([...crumbs.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Home',
      'Follow a complaint',
      'A new tracking password',
    ]);
    expect(page.getByRole('link', { name: 'Follow a complaint' }).getAttribute('href')).toBe(
      '/en/forms/track',
    );
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('A new tracking password');
  });
});

describe("a form page's title", () => {
  const t = i18nFor('th').t;

  it('is its own title for a form not sent yet, and says first that there is a problem when shown again with one', () => {
    expect(formPageTitle(emptyForm(), 'forms.track.title', t)).toBe(t('forms.track.title'));
    expect(formPageTitle(sentWithProblems, 'forms.track.title', t)).toBe(
      t('forms.common.errorTitlePrefix') + t('forms.track.title'),
    );
    const onlyFormError = { ...emptyForm(), formError: { key: 'forms.common.unavailable' } };
    expect(formPageTitle(onlyFormError, 'forms.track.title', t)).toBe(
      t('forms.common.errorTitlePrefix') + t('forms.track.title'),
    );
  });
});
