/**
 * A link to an in-app path (the router's Link) or to another site (a new tab, no opener). An empty `to`
 * (a URL the allow-list dropped, src/shared/lib/safe-url.ts) renders the content without a link.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (!to) return <span className={className}>{children}</span>;
  return to.startsWith('/') ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
