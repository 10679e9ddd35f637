/** A router link that looks like a Button (same variants and block width): 'Volver al inicio', 'Ingresar'... */
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonVariant } from './Button';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
}

export function ButtonLink({ variant = 'primary', block, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClass(variant, block, className)} />;
}
