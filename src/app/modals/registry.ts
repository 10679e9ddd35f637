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
  'pay-wall': lazy(comingSoon),
  payment: lazy(comingSoon),
  'my-profile-images': lazy(() => import(/* webpackChunkName: "my-profile-images" */ '@/features/my-profile/screens/MyImagesModal')),
  'post-register': lazy(() => import(/* webpackChunkName: "post-register" */ '@/features/my-profile/screens/PostRegisterWizard')),
  search: lazy(comingSoon),
  'photo-uploaded': lazy(() => import(/* webpackChunkName: "photo-uploaded" */ '@/features/my-profile/screens/PhotoUploadedModal')),
  'like-game': lazy(comingSoon),
};
