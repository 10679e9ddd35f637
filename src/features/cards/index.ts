/**
 * Public surface of the card list: the paged, (row-virtualised) card grid with its states that the
 * dashboards, the search results and the member lists render with their own cards, and the notice
 * banner they interleave. It knows no member and no feature: the cards come from the caller (the
 * dashboard's MemberCard, the lists' MemberRow). Its styles (cards.css) come with its components.
 */
export { CardGrid, VIRTUALISE_FROM, type CardGridProps } from './components/CardGrid';
export { PagedCardList, type PagedCardListProps, type PagedItem, type PagedListState } from './components/PagedCardList';
export { useNearBottom, NEAR_BOTTOM_PX } from './components/useNearBottom';
export { NoticeBanner, type NoticeBannerProps } from './components/NoticeBanner';
