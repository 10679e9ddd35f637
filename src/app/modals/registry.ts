/**
 * The typed modal registry: modal name -> lazy component (SHELL-30). A modal whose feature has not landed
 * shows the "coming soon" sheet; features replace their entry with their own lazy import.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName } from '@/app/router/paths';

export interface ModalProps {
  /** The ?id= query param (a member, a plan or the paywall type). */
  id: string | null;
  /** The ?cantBuy= flag of the paywall. */
  cantBuy: boolean;
  onClose: () => void;
}

type LazyModal = LazyExoticComponent<ComponentType<ModalProps>>;

const comingSoon = () => import(/* webpackChunkName: "shell-screens" */ '@/features/shell/screens').then((m) => ({ default: m.ComingSoonModal }));

export const modalRegistry: Record<ModalName, LazyModal> = {
  'profile-view': lazy(() => import(/* webpackChunkName: "profile" */ '@/features/profile/modal')),
  'message-view': lazy(() => import(/* webpackChunkName: "message-view" */ '@/features/messages/components/MessageViewModal')),
  'pay-wall': lazy(comingSoon),
  payment: lazy(comingSoon),
  'my-profile-images': lazy(() => import(/* webpackChunkName: "my-profile-images" */ '@/features/my-profile/images-modal')),
  'post-register': lazy(() => import(/* webpackChunkName: "post-register" */ '@/features/my-profile/wizard-modal')),
  search: lazy(comingSoon),
  'photo-uploaded': lazy(() => import(/* webpackChunkName: "photo-uploaded" */ '@/features/my-profile/uploaded-modal')),
  'like-game': lazy(comingSoon),
};
