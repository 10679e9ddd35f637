/**
 * Public surface of the card list: the paged, (row-virtualised) card grid with its states that the
 * dashboards, the search results and the member lists render with their own cards, and the notice
 * banner they interleave. It knows no member and no feature: the cards come from the caller (the
 * dashboard's MemberCard, the lists' MemberRow). Its styles (cards.css) come with its components.
 */
export { PagedCardList, type PagedListState } from './components/PagedCardList';
export { NoticeBanner } from './components/NoticeBanner';
