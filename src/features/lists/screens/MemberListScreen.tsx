/**
 * /likes-received ('Se gustan'), /likes-sent ('Te gustan'), /visits-received ('Recibidas'),
 * /visits-sent ('Realizadas') and /dislikes ('No me gustan') (LIST-01..09). Paired lists switch by
 * tabs; each pages as the member scrolls (from page 0, 15 a page) and stays mounted while a profile
 * opens on top (?modal=profile-view), so its scroll position is kept. A long list is virtualised by
 * rows with the dashboard's grid.
 */
import { SmartLink } from '@/shared/ui/SmartLink';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PATHS } from '@/app/public';
import { useFeatureSaga } from '@/app/public';
import { useAppDispatch, useAppSelector } from '@/app/public';
import { CardGrid, useNearBottom } from '@/features/dashboard';
import { registerNamespace } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { IconEye, IconHeart } from '@/shared/ui/icons';
import listsTexts from '@locales/es-AR/lists.json';
import { MemberRow, ROW_ACTIONS } from '../components/MemberRow';
import { useMemberActions } from '../index';
import { memberListsSaga } from '../pages-sagas';
import { memberListMoreRequested, memberListOpened, selectMemberList } from '../pages-slice';
import type { ListItem, ListNotice, MemberListKind } from '../types';
import '../lists.css';

registerNamespace('lists', listsTexts);

export const LIST_PATHS: Record<MemberListKind, string> = {
  matches: PATHS.LIKES_RECEIVED,
  likes: PATHS.LIKES_SENT,
  visitsReceived: PATHS.VISITS_RECEIVED,
  visitsSent: PATHS.VISITS_SENT,
  dislikes: PATHS.DISLIKES,
};

const PAIRS: Partial<Record<MemberListKind, { label: 'likesLabel' | 'visitsLabel'; kinds: [MemberListKind, MemberListKind] }>> = {
  matches: { label: 'likesLabel', kinds: ['matches', 'likes'] },
  likes: { label: 'likesLabel', kinds: ['matches', 'likes'] },
  visitsReceived: { label: 'visitsLabel', kinds: ['visitsReceived', 'visitsSent'] },
  visitsSent: { label: 'visitsLabel', kinds: ['visitsReceived', 'visitsSent'] },
};

const SKELETON_ROWS = 6;
const EAGER_ROWS = 8;

function ListTabs({ kind }: { kind: MemberListKind }) {
  const { t } = useTranslation('lists');
  const pair = PAIRS[kind];
  if (!pair) return null;
  return (
    <nav className="tab-bar dash-tabs" aria-label={t(`tabs.${pair.label}`)}>
      {pair.kinds.map((k) => (
        <NavLink key={k} to={LIST_PATHS[k]} replace className="tab-bar__tab">
          {t(`tabs.${k}`)}
        </NavLink>
      ))}
    </nav>
  );
}

function NoticeRow({ item }: { item: ListNotice }) {
  const { t } = useTranslation('lists');
  const img = <img src={item.img} alt={t('notice')} width={400} height={500} loading="lazy" decoding="async" />;
  return (
    <article className="mrow mrow--notice" data-testid="list-notice">
      <SmartLink to={item.link} className="mrow__banner">
        {img}
      </SmartLink>
    </article>
  );
}

export function MemberListScreen({ kind }: { kind: MemberListKind }) {
  useFeatureSaga('memberLists', memberListsSaga);
  useMemberActions();
  const { t } = useTranslation('lists');
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => selectMemberList(s, kind));

  useEffect(() => {
    dispatch(memberListOpened({ kind }));
  }, [dispatch, kind]);

  const canLoadMore = list.loaded && !list.loading && !list.error && list.page !== null;
  const more = useCallback(() => dispatch(memberListMoreRequested({ kind })), [dispatch, kind]);
  const checkNearBottom = useNearBottom(more, canLoadMore);
  const firstLoad = !list.loaded || (list.loading && list.items.length === 0);
  const [loadingAtMount] = useState(firstLoad);
  const action = ROW_ACTIONS[kind];
  const title = t(`tabs.${kind}`);

  const skeleton = (
    <div className="mlist-skeleton" aria-busy="true" data-testid="list-skeleton">
      <span className="visually-hidden" role="status">
        {t('common:loading')}
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <div key={i} className="mrow mrow--skeleton" aria-hidden="true">
          <span className="mrow__avatar skeleton" />
          <span className="mrow__lines">
            <span className="skeleton" />
            <span className="skeleton" />
          </span>
        </div>
      ))}
    </div>
  );

  let body;
  if (firstLoad) body = skeleton;
  else if (list.items.length === 0)
    body = list.error ? (
      <div className="dash-state" role="alert">
        <p className="dash-state__title">{t('error')}</p>
        <Button variant="secondary" onClick={() => dispatch(memberListOpened({ kind }))}>
          {t('retry')}
        </Button>
      </div>
    ) : (
      <div className="dash-state" data-testid="list-empty">
        <span className="state-icon" aria-hidden="true">
          {kind.startsWith('visits') ? <IconEye size={36} /> : <IconHeart size={36} />}
        </span>
        <p className="dash-state__title">{t('empty')}</p>
        <p className="dash-state__hint">{t(`emptyHint.${kind}`)}</p>
      </div>
    );
  else
    body = (
      <>
        <CardGrid<ListItem>
          className="mlist-grid"
          items={list.items}
          itemKey={(item) => (item.type === 'NOTICE' ? item.key : `u${item.id}`)}
          label={title}
          busy={list.loading}
          skeleton={skeleton}
          onShown={checkNearBottom}
          deferFirst={loadingAtMount}
          renderItem={(item, index) =>
            item.type === 'NOTICE' ? <NoticeRow item={item} /> : <MemberRow item={item} action={action} eager={index < EAGER_ROWS} />
          }
        />
        <div className="dash-foot">
          {list.loading ? <Spinner label={t('loadingMore')} /> : null}
          {list.error ? (
            <Button variant="secondary" onClick={() => dispatch(memberListMoreRequested({ kind, force: true }))}>
              {t('retry')}
            </Button>
          ) : null}
          {!list.loading && !list.error && list.page === null ? <p className="dash-foot__end">{t('end')}</p> : null}
        </div>
      </>
    );

  return (
    <div className="dash mlist" data-testid={`member-list-${kind}`}>
      <h2 className="visually-hidden">{title}</h2>
      <ListTabs kind={kind} />
      <p className="mlist__intro">{t(`intro.${kind}`)}</p>
      {body}
    </div>
  );
}
