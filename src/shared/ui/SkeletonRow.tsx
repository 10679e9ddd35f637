import './ui.css';

/**
 * A list row's placeholder while the list loads (member lists, chat lists): a round picture and two
 * lines. The row's own class frames it and sets the sizes (--skeleton-row-avatar, -gap, -line-1, -line-2).
 */
export function SkeletonRow({ as: Row = 'div', className }: { as?: 'div' | 'li'; className: string }) {
  return (
    <Row className={`skeleton-row ${className}`} aria-hidden="true">
      <span className="skeleton skeleton-row__avatar" />
      <span className="skeleton-row__lines">
        <span className="skeleton skeleton-row__line" />
        <span className="skeleton skeleton-row__line" />
      </span>
    </Row>
  );
}
