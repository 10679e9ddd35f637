import './ui.css';

/** The Flechazo mark: a heart pierced by an arrow; `onBrand` on the brand gradient (a white heart, the arrow in the brand colour). */
export function Logo({ className, size = 40, onBrand = false }: { className?: string; size?: number; onBrand?: boolean }) {
  return (
    <svg
      className={[onBrand ? 'logo--on-brand' : '', className ?? ''].filter(Boolean).join(' ') || undefined}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="lg-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff7a59" />
          <stop offset="1" stopColor="#d6336c" />
        </linearGradient>
      </defs>
      <path
        fill="url(#lg-logo)"
        d="M24 42s-15-9.3-18.6-18.2C3 17.6 6.7 9 14.4 9c4.2 0 7.2 2.3 9.6 5.6C26.4 11.3 29.4 9 33.6 9 41.3 9 45 17.6 42.6 23.8 39 32.7 24 42 24 42z"
      />
      <path d="M8 38L40 10" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M34 10h6v6" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
