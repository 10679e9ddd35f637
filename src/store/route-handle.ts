/** Route handle: the toolbar title's i18n key (OPEN-24). */
export interface RouteHandle {
  titleKey?: string;
}
