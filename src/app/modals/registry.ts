/**
 * The typed modal registry: modal name -> lazy component (SHELL-30). A modal whose feature has not landed
 * shows the "coming soon" sheet; features replace their entry with their own lazy import.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName } from '@/app/router/paths';
import type { ModalProps } from './types';

export type { ModalProps };


type LazyModal = LazyExoticComponent<ComponentType<ModalProps>>;

const comingSoon = () =>
  import(/* webpackChunkName: "shell-screens" */ '@/features/shell/screens/ComingSoon').then((m) => ({ default: m.ComingSoonModal }));

export const modalRegistry: Record<ModalName, LazyModal> = {
  'profile-view': lazy(() => import(/* webpackChunkName: "profile" */ '@/features/profile/screens/ProfileViewModal')),
  'message-view': lazy(() => import(/* webpackChunkName: "message-view" */ '@/features/messages/screens/MessageViewModal')),
  'pay-wall': lazy(() => import(/* webpackChunkName: "paywall" */ '@/features/paywall/screens/PaywallModal')),
  payment: lazy(() => import(/* webpackChunkName: "payment" */ '@/features/paywall/screens/PaymentModal')),
  'my-profile-images': lazy(comingSoon),
  'post-register': lazy(comingSoon),
  search: lazy(() => import(/* webpackChunkName: "search-modal" */ '@/features/search/screens/SearchModal')),
  'photo-uploaded': lazy(comingSoon),
  'like-game': lazy(() => import(/* webpackChunkName: "like-game" */ '@/features/like-game/screens/LikeGameModal')),
};
