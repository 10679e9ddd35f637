import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';
import './ui.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  /** Shows a spinner and ignores presses while true (AUTH-16), without changing the button's size. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({ variant = 'primary', block, loading, className, onClick, type = 'button', children, ...rest }: ButtonProps) {
  const cls = ['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={cls}
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
