/**
 * One card of the account pages: a section named by its heading — an h2 among my account's cards, the
 * h1 of a page of its own (refund, report) — with an optional action beside the heading.
 */
import type { HTMLAttributes, ReactNode } from 'react';

export interface AccountCardProps extends Omit<HTMLAttributes<HTMLElement>, 'id' | 'title'> {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  heading?: 'h1' | 'h2';
  /** Shown beside the heading (e.g. a link to manage what the card is about). */
  action?: ReactNode;
}

export function AccountCard({ id, title, heading: Heading = 'h2', action, className, children, ...rest }: AccountCardProps) {
  const head = (
    <Heading id={id} className={Heading === 'h1' ? 'acc__title' : 'section-title'}>
      {title}
    </Heading>
  );
  return (
    <section className={className ? `acc-card ${className}` : 'acc-card'} aria-labelledby={id} {...rest}>
      {action ? (
        <div className="spread-row spread-row--nowrap">
          {head}
          {action}
        </div>
      ) : (
        head
      )}
      {children}
    </section>
  );
}
