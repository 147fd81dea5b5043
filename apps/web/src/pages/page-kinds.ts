import type { PageKind } from './page-kind.ts';
import type { KindName } from '../shared/page-names.ts';
import { homePage } from './home/page.ts';
import { introPage } from './intro/page.ts';
import { moreNewsPage, newsListPage } from './news-list/page.ts';
import { newsDetailPage } from './news-detail/page.ts';
import { staticPage } from './static-page/page.ts';
import { documentListPage } from './document-list/page.ts';
import { documentDetailPage } from './document-detail/page.ts';
import { albumListPage } from './album-list/page.ts';
import { albumDetailPage } from './album-detail/page.ts';
import { videoListPage } from './video-list/page.ts';
import { videoDetailPage } from './video-detail/page.ts';
import { calendarPage } from './calendar/page.ts';
import { eventDetailPage } from './event-detail/page.ts';
import { sitemapPage } from './sitemap/page.ts';
import { contactFormPage } from './contact-form/page.ts';
import { contactSentPage } from './contact-sent/page.ts';
import { searchPage } from './search/page.ts';
import { complaintFormPage } from './complaint-form/page.ts';
import { complaintSentPage } from './complaint-sent/page.ts';
import { tipOffFormPage } from './tip-off-form/page.ts';
import { tipOffSentPage } from './tip-off-sent/page.ts';
import { trackFormPage } from './track-form/page.ts';
import { trackNewPasswordPage } from './track-new-password/page.ts';
import { complaintStatusPage } from './complaint-status/page.ts';
import { membersPage } from './members/page.ts';
import { memberLoginOldPage, memberLoginPage } from './member-login/page.ts';
import { memberDashboardPage } from './member-dashboard/page.ts';
import { memberRegisterPage } from './member-register/page.ts';
import { memberVerifyPage } from './member-verify/page.ts';
import { memberForgotPasswordPage } from './member-forgot-password/page.ts';
import { memberResetPasswordPage } from './member-reset-password/page.ts';
import { memberProfilePage } from './member-profile/page.ts';
import { memberProfileEditPage } from './member-profile-edit/page.ts';
import { memberChangePasswordPage } from './member-change-password/page.ts';
import { memberEnewsEditPage, memberEnewsPage } from './member-enews/page.ts';
import { memberEnewsConfirmPage, memberEnewsUnsubscribePage } from './member-enews-link/page.ts';

/** A page kind with its content type erased: the pipeline passes each kind the content its own loader made. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPageKind = PageKind<any, any>;

/**
 * Every kind of page a route leads to, by name: one line per page folder (docs/decisions/0260). The server runs
 * their loaders from here; the server bundle renders their views from client/page-views.ts. The screens shown in
 * place of a page (maintenance, not found, error, unknown site) have no kind: server/render/page-render.ts shows them.
 */
export const pageKinds: Record<KindName, AnyPageKind> = {
  home: homePage,
  intro: introPage,
  moreNews: moreNewsPage,
  newsList: newsListPage,
  newsDetail: newsDetailPage,
  staticPage,
  documentList: documentListPage,
  documentDetail: documentDetailPage,
  albumList: albumListPage,
  albumDetail: albumDetailPage,
  videoList: videoListPage,
  videoDetail: videoDetailPage,
  calendar: calendarPage,
  eventDetail: eventDetailPage,
  sitemap: sitemapPage,
  contactForm: contactFormPage,
  contactSent: contactSentPage,
  complaintForm: complaintFormPage,
  complaintSent: complaintSentPage,
  tipOffForm: tipOffFormPage,
  tipOffSent: tipOffSentPage,
  trackForm: trackFormPage,
  trackNewPassword: trackNewPasswordPage,
  complaintStatus: complaintStatusPage,
  search: searchPage,
  members: membersPage,
  memberLogin: memberLoginPage,
  memberLoginOld: memberLoginOldPage,
  memberDashboard: memberDashboardPage,
  memberRegister: memberRegisterPage,
  memberVerify: memberVerifyPage,
  memberForgotPassword: memberForgotPasswordPage,
  memberResetPassword: memberResetPasswordPage,
  memberProfile: memberProfilePage,
  memberProfileEdit: memberProfileEditPage,
  memberChangePassword: memberChangePasswordPage,
  memberEnews: memberEnewsPage,
  memberEnewsEdit: memberEnewsEditPage,
  memberEnewsConfirm: memberEnewsConfirmPage,
  memberEnewsUnsubscribe: memberEnewsUnsubscribePage,
};

export type { KindName };

export function pageKind(name: KindName): AnyPageKind {
  return pageKinds[name];
}
