import { useT } from '../text/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';

/** What a members' page shows when dept-api could not answer: try later, or call the site's hotline. */
export function MembersUnavailable({ state }: { state: PageState }) {
  const t = useT();
  const { hotline } = state.site!.layout.footer;
  return (
    <p className="notice notice--problem" role="alert">
      {t('members.common.unavailable', { hotline: hotline.number })}
    </p>
  );
}
