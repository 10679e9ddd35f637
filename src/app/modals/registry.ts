/**
 * The typed modal registry: modal name -> lazy component (SHELL-30). Each modal comes from its
 * feature's screens/ folder, in the feature's chunk.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName, ModalProps } from '@/store';

/** Every modal takes ModalProps (`{ id, onClose }`); a modal's own query flag it reads itself. */
type ModalRegistry = Record<ModalName, LazyExoticComponent<ComponentType<ModalProps>>>;

export const modalRegistry: ModalRegistry = {
  'profile-view': lazy(() => import(/* webpackChunkName: "profile" */ '@/features/profile/screens/ProfileViewModal')),
  'message-view': lazy(() => import(/* webpackChunkName: "message-view" */ '@/features/messages/screens/MessageViewModal')),
  'pay-wall': lazy(() => import(/* webpackChunkName: "paywall" */ '@/features/paywall/screens/PaywallModal')),
  payment: lazy(() => import(/* webpackChunkName: "paywall-payment" */ '@/features/paywall/screens/PaymentModal')),
  'my-profile-images': lazy(() => import(/* webpackChunkName: "my-profile-images" */ '@/features/my-profile/screens/MyImagesModal')),
  'post-register': lazy(() => import(/* webpackChunkName: "post-register" */ '@/features/my-profile/screens/PostRegisterWizard')),
  search: lazy(() => import(/* webpackChunkName: "search-modal" */ '@/features/search/screens/SearchModal')),
  'photo-uploaded': lazy(() => import(/* webpackChunkName: "photo-uploaded" */ '@/features/my-profile/screens/PhotoUploadedModal')),
  'like-game': lazy(() => import(/* webpackChunkName: "like-game" */ '@/features/like-game/screens/LikeGameModal')),
};
