import type { components } from '@probation/contract';
import type { FieldMessage } from '../../shared/submitted-form.ts';
import { found, notFound, type PageKind } from '../page-kind.ts';

/** A message about the rating: it was recorded, or why it was not. */
export interface StatusNotice {
  key: string;
  tone: 'success' | 'problem';
}

export interface ComplaintStatusContent {
  complaint: components['schemas']['ComplaintStatus'];
  /** The tracking code and password, sealed for the rating form (server/forms/tracking-seal.ts). */
  credentials: string;
  notice: StatusNotice | null;
  /** The rating form sent back with its problems (the comment kept). */
  rating: { values: Record<string, string>; problems: FieldMessage[] } | null;
}

/**
 * A complaint's status page (decision 0153): received / in progress / done, the operation results, and once it is
 * done the rating form (or the rating given). The answer to the tracking form's POST: a GET has no such page.
 */
export const complaintStatusPage: PageKind<ComplaintStatusContent> = {
  neverKept: true,
  load({ answer, t }) {
    if (!answer) return notFound;
    const content = answer as ComplaintStatusContent;
    const ratingRefused = content.rating !== null && content.rating.problems.length > 0;
    return found({
      content,
      title: (ratingRefused ? t('forms.common.errorTitlePrefix') : '') + t('forms.track.statusTitle'),
    });
  },
};
