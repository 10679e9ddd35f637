/**
 * /search-results (SRCH-11, SRCH-12, SHELL-17): the results of the saved search as USER and NOTICE
 * cards, with the dashboards' own card list (like, dislike, message, infinite scroll through
 * /v1/dashboard/scroll); expired results reload. Its cards, once in, take over from the boot loader's
 * static copy of them (src/app/boot/first-screens.ts 'search-results').
 */
import { useEffect } from 'react';
import { useFeature } from '@/store';
import { useSlice } from '@/store';
import { CardList } from '@/features/dashboard';
import { modalOpenRequested } from '@/features/shell';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { IconSearch } from '@/shared/ui/icons';
import { searchFeature } from '../feature';
import { selectSearch } from '../slice';
import { searchSignals } from '../actions';
import '../search.css';
import '../i18n';

export function SearchResultsScreen() {
  const { t, dispatch } = useFeature(searchFeature);
  const results = useSlice(selectSearch, (s) => s.results);

  useEffect(() => {
    dispatch(searchSignals.opened({ kind: 'results' }));
  }, [dispatch]);

  return (
    <div className="dash sresults" data-testid="search-results">
      <div className="sresults__head">
        <h2 className="sresults__title">{t('results.heading')}</h2>
        <button type="button" className="pill-btn sresults__edit" onClick={() => dispatch(modalOpenRequested({ modal: 'search' }))}>
          <IconSearch size={18} />
          {t('results.edit')}
        </button>
      </div>
      <CardList
        list={results}
        label={t('results.label')}
        onMore={() => dispatch(searchSignals.moreRequested({ kind: 'results' }))}
        onRetry={() => dispatch(searchSignals.reloadRequested({ kind: 'results' }))}
        onRetryMore={() => dispatch(searchSignals.moreRequested({ kind: 'results', force: true }))}
        emptyHint={t('results.emptyHint')}
        testId="search"
        onSettled={releaseStaticPreview}
      />
    </div>
  );
}
