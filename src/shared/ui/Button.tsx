import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light' | 'outline-light';

/** The classes of a button-styled control (Button, ButtonLink). */
export function buttonClass(variant: ButtonVariant, block: boolean | undefined, className: string | undefined): string {
  return ['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner and ignores presses while true (AUTH-16), without changing the button's size. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({ variant = 'primary', block, loading, className, onClick, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, block, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest.disabled || undefined}
      onClick={(e) => {
        if (loading) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
    >
      {loading ? <Spinner small /> : null}
      {children}
    </button>
  );
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name: the icon inside is decorative. */
  label: string;
  children: ReactNode;
}

/** A 44 px button that shows only an icon (toolbars, a modal's back and close buttons). */
export function IconButton({ label, className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type} className={className ? `icon-btn ${className}` : 'icon-btn'} aria-label={label}>
      {children}
    </button>
  );
}
