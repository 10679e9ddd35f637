/**
 * The bar on top of a full-screen modal: its back button first (at the start) or its close button last
 * (at the end), around what the modal puts in it (its title, more actions). `label` says what the
 * button does ('Volver', 'Cerrar'...).
 */
import type { ReactNode } from 'react';
import { IconButton } from './Button';
import { IconBack, IconClose } from './icons';

export interface ModalBarProps {
  /** 'back' puts a back arrow at the start; 'close' a cross at the end. */
  kind: 'back' | 'close';
  label: string;
  onClose: () => void;
  className: string;
  /** The element: a <header>, or a plain <div> for a bar with only the button. */
  as?: 'header' | 'div';
  children?: ReactNode;
}

export function ModalBar({ kind, label, onClose, className, as: Tag = 'header', children }: ModalBarProps) {
  const button = (
    <IconButton label={label} onClick={onClose}>
      {kind === 'back' ? <IconBack /> : <IconClose />}
    </IconButton>
  );
  return (
    <Tag className={className}>
      {kind === 'back' ? button : null}
      {children}
      {kind === 'close' ? button : null}
    </Tag>
  );
}
