/**
 * /likes-received ('Se gustan'), /likes-sent ('Te gustan'), /visits-received ('Recibidas'),
 * /visits-sent ('Realizadas') and /dislikes ('No me gustan') (LIST-01..09). Paired lists switch by
 * tabs; each pages as the member scrolls (from page 0, 15 a page) and stays mounted while a profile
 * opens on top (?modal=profile-view), so its scroll position is kept. A long list is virtualised by
 * rows with the dashboard's grid.
 */
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PATHS } from '@/store';
import { useFeature } from '@/store';
import { useAppSelector } from '@/store';
import { NoticeBanner, PagedCardList } from '@/features/cards';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { IconEye, IconHeart } from '@/shared/ui/icons';
import { SkeletonRow } from '@/shared/ui/SkeletonRow';
import { MemberRow, ROW_ACTIONS } from '../components/MemberRow';
import { memberListsFeature } from '../member-lists-feature';
import { selectMemberList } from '../pages-slice';
import { memberListSignals } from '../actions';
import type { ListItem, MemberListKind } from '../types';
import '../lists.css';
import '../i18n';

const LIST_PATHS: Record<MemberListKind, string> = {
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
const SKELETON_ROW = <SkeletonRow className="mrow mrow--skeleton" />;
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

export function MemberListScreen({ kind }: { kind: MemberListKind }) {
  const { t, dispatch } = useFeature(memberListsFeature);
  const list = useAppSelector((s) => selectMemberList(s, kind));

  useEffect(() => {
    dispatch(memberListSignals.opened({ kind }));
  }, [dispatch, kind]);

  const more = useCallback(() => dispatch(memberListSignals.moreRequested({ kind })), [dispatch, kind]);
  const action = ROW_ACTIONS[kind];
  const title = t(`tabs.${kind}`);

  return (
    <div className="dash mlist" data-testid={`member-list-${kind}`}>
      <h2 className="visually-hidden">{title}</h2>
      <ListTabs kind={kind} />
      <p className="mlist__intro">{t(`intro.${kind}`)}</p>
      <PagedCardList<ListItem>
        ns="lists"
        className="mlist-grid"
        list={list}
        label={title}
        onMore={more}
        onRetry={() => dispatch(memberListSignals.opened({ kind }))}
        onRetryMore={() => dispatch(memberListSignals.moreRequested({ kind, force: true }))}
        // The boot loader's static copy of this list (if any) makes way once its rows are in (or its empty state).
        onSettled={releaseStaticPreview}
        skeleton={{ className: 'mlist-skeleton', testId: 'list-skeleton', count: SKELETON_ROWS, row: SKELETON_ROW }}
        empty={{
          testId: 'list-empty',
          icon: kind.startsWith('visits') ? <IconEye size={36} /> : <IconHeart size={36} />,
          hint: t(`emptyHint.${kind}`),
        }}
        renderItem={(item, index) =>
          item.type === 'NOTICE' ? (
            <NoticeBanner
              item={item}
              alt={t('notice')}
              className="mrow mrow--notice"
              linkClassName="mrow__banner"
              testId="list-notice"
              eager={index < EAGER_ROWS}
            />
          ) : (
            <MemberRow item={item} action={action} eager={index < EAGER_ROWS} />
          )
        }
      />
    </div>
  );
}
