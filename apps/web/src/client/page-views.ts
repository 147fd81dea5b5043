import type { PageName } from '../shared/page-names.ts';
import type { PageComponent } from '../pages/page-component.ts';

/**
 * Every page kind's view, by name: the component the server bundle renders for it (Node never loads these, the
 * browser never gets them: islands carry their own code, decision 0261). Loaded once, before the first render.
 */
export const pageViews: Record<PageName, () => Promise<PageComponent>> = {
  home: () => import('../pages/home/HomePage.tsx').then((module) => module.HomePage),
  intro: () => import('../pages/intro/IntroPage.tsx').then((module) => module.IntroPage),
  maintenance: () =>
    import('../pages/maintenance/MaintenancePage.tsx').then((module) => module.MaintenancePage),
  notFound: () => import('../pages/error/ErrorPage.tsx').then((module) => module.ErrorPage),
  error: () => import('../pages/error/ErrorPage.tsx').then((module) => module.ErrorPage),
  siteNotFound: () =>
    import('../pages/site-not-found/SiteNotFoundPage.tsx').then((module) => module.SiteNotFoundPage),
  moreNews: () => import('../pages/news-list/NewsListPage.tsx').then((module) => module.NewsListPage),
  newsList: () => import('../pages/news-list/NewsListPage.tsx').then((module) => module.NewsListPage),
  newsDetail: () => import('../pages/news-detail/NewsDetailPage.tsx').then((module) => module.NewsDetailPage),
  staticPage: () => import('../pages/static-page/StaticPage.tsx').then((module) => module.StaticPage),
  documentList: () =>
    import('../pages/document-list/DocumentListPage.tsx').then((module) => module.DocumentListPage),
  documentDetail: () =>
    import('../pages/document-detail/DocumentDetailPage.tsx').then((module) => module.DocumentDetailPage),
  albumList: () => import('../pages/album-list/AlbumListPage.tsx').then((module) => module.AlbumListPage),
  albumDetail: () =>
    import('../pages/album-detail/AlbumDetailPage.tsx').then((module) => module.AlbumDetailPage),
  videoList: () => import('../pages/video-list/VideoListPage.tsx').then((module) => module.VideoListPage),
  videoDetail: () =>
    import('../pages/video-detail/VideoDetailPage.tsx').then((module) => module.VideoDetailPage),
  calendar: () => import('../pages/calendar/CalendarPage.tsx').then((module) => module.CalendarPage),
  eventDetail: () =>
    import('../pages/event-detail/EventDetailPage.tsx').then((module) => module.EventDetailPage),
  sitemap: () => import('../pages/sitemap/SitemapPage.tsx').then((module) => module.SitemapPage),
  contactForm: () =>
    import('../pages/contact-form/ContactFormPage.tsx').then((module) => module.ContactFormPage),
  contactSent: () =>
    import('../pages/contact-sent/ContactSentPage.tsx').then((module) => module.ContactSentPage),
  complaintForm: () =>
    import('../pages/complaint-form/ComplaintFormPage.tsx').then((module) => module.ComplaintFormPage),
  complaintSent: () =>
    import('../pages/complaint-sent/ComplaintSentPage.tsx').then((module) => module.ComplaintSentPage),
  tipOffForm: () =>
    import('../pages/tip-off-form/TipOffFormPage.tsx').then((module) => module.TipOffFormPage),
  tipOffSent: () =>
    import('../pages/tip-off-sent/TipOffSentPage.tsx').then((module) => module.TipOffSentPage),
  trackForm: () => import('../pages/track-form/TrackFormPage.tsx').then((module) => module.TrackFormPage),
  trackNewPassword: () =>
    import('../pages/track-new-password/TrackNewPasswordPage.tsx').then(
      (module) => module.TrackNewPasswordPage,
    ),
  complaintStatus: () =>
    import('../pages/complaint-status/ComplaintStatusPage.tsx').then((module) => module.ComplaintStatusPage),
  search: () => import('../pages/search/SearchPage.tsx').then((module) => module.SearchPage),
  members: () => import('../pages/members/MembersEntryPage.tsx').then((module) => module.MembersEntryPage),
  memberLogin: () =>
    import('../pages/member-login/MemberLoginPage.tsx').then((module) => module.MemberLoginPage),
  memberLoginOld: () =>
    import('../pages/member-login/MemberLoginPage.tsx').then((module) => module.MemberLoginPage),
  memberDashboard: () =>
    import('../pages/member-dashboard/MemberDashboardPage.tsx').then((module) => module.MemberDashboardPage),
  memberRegister: () =>
    import('../pages/member-register/MemberRegisterPage.tsx').then((module) => module.MemberRegisterPage),
  memberVerify: () =>
    import('../pages/member-verify/MemberVerifyPage.tsx').then((module) => module.MemberVerifyPage),
  memberForgotPassword: () =>
    import('../pages/member-forgot-password/MemberForgotPasswordPage.tsx').then(
      (module) => module.MemberForgotPasswordPage,
    ),
  memberResetPassword: () =>
    import('../pages/member-reset-password/MemberResetPasswordPage.tsx').then(
      (module) => module.MemberResetPasswordPage,
    ),
  memberProfile: () =>
    import('../pages/member-profile/MemberProfilePage.tsx').then((module) => module.MemberProfilePage),
  memberProfileEdit: () =>
    import('../pages/member-profile-edit/MemberProfileEditPage.tsx').then(
      (module) => module.MemberProfileEditPage,
    ),
  memberChangePassword: () =>
    import('../pages/member-change-password/MemberChangePasswordPage.tsx').then(
      (module) => module.MemberChangePasswordPage,
    ),
  memberEnews: () =>
    import('../pages/member-enews/MemberEnewsPage.tsx').then((module) => module.MemberEnewsPage),
  memberEnewsEdit: () =>
    import('../pages/member-enews/MemberEnewsEditPage.tsx').then((module) => module.MemberEnewsEditPage),
  memberEnewsConfirm: () =>
    import('../pages/member-enews-link/MemberEnewsLinkPage.tsx').then((module) => module.pageFor('confirm')),
  memberEnewsUnsubscribe: () =>
    import('../pages/member-enews-link/MemberEnewsLinkPage.tsx').then((module) =>
      module.pageFor('unsubscribe'),
    ),
};

/** Views that draw the whole screen themselves (no site header and footer). */
export const standaloneViews: ReadonlySet<PageName> = new Set(['intro', 'maintenance', 'siteNotFound']);
