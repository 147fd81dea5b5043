/**
 * English texts. SPEC's messages are the English texts; every key here has a Thai twin in th.ts,
 * and the type below makes a missing or extra key a compile error.
 */
export const en = {
  common: {
    skipToContent: 'Skip to main content',
    languageName: 'English',
    switchLanguage: 'ภาษาไทย',
    switchLanguageHint: '(read this page in Thai)',
    home: 'Home',
    mainNavigation: 'Main menu',
    openMenu: 'Menu',
    closeMenu: 'Close menu',
    showSubmenu: 'Show submenu of {{label}}',
    hotline: 'Hotline',
    breadcrumb: 'Breadcrumb',
    externalLink: '(opens in a new tab)',
  },
  footer: {
    contactUs: 'Contact us',
    followUs: 'Follow us',
    address: 'Address',
    phone: 'Phone',
    fax: 'Fax',
    email: 'E-mail',
    officeHours: 'Office hours',
    siteMenu: 'Site menu',
  },
  intro: {
    enter: 'Enter the website',
    chooseLanguage: 'Choose a language',
  },
  home: {
    welcome: 'Welcome to {{siteName}}',
    lead: 'Probation, parole, community service and help for victims of crime: public information and services of {{siteName}}.',
    servicesHeading: 'Find a service or information',
    hotlineHeading: 'Need help or advice?',
    hotlineText: 'Call the justice hotline {{number}}, free of charge, 24 hours a day.',
    contactHeading: 'Visit or contact the office',
  },
  errors: {
    pageNotFound: 'Page not found: {{path}}',
    pageNotFoundHelp: 'The page may have moved or the address may be mistyped.',
    backToMain: 'Back to the main page',
    errorTitle: 'Error {{status}}',
    serverError: 'Something went wrong on our side. Please try again in a moment.',
    upstreamUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    reloadFailed: 'This page could not be loaded completely. Please reload the page.',
  },
  siteNotFound: {
    title: 'Site not found',
    message: 'No website of the Department of Probation is configured for the address {{host}}.',
    help: 'Please check the address, or go to the Department of Probation website.',
  },
  maintenance: {
    title: 'This website is under maintenance',
    message: 'We are improving the website. Please come back later.',
    retry: 'Please try again after {{minutes}} minutes.',
    hotline: 'For urgent matters, call the hotline {{number}}.',
  },
  meta: {
    titleSeparator: ' | ',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
