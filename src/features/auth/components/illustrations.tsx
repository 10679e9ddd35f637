/** Small decorative illustrations of the entry screens (aria-hidden). */
const base = { width: 88, height: 88, viewBox: '0 0 88 88', 'aria-hidden': true, focusable: false } as const;

export function MailIcon() {
  return (
    <svg {...base} className="auth-illus">
      <circle cx="44" cy="44" r="42" fill="var(--c-primary-soft)" />
      <rect x="20" y="28" width="48" height="34" rx="6" fill="#fff" stroke="var(--c-primary)" strokeWidth="3" />
      <path d="M22 32l22 16 22-16" fill="none" stroke="var(--c-primary)" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...base} className="auth-illus">
      <circle cx="44" cy="44" r="42" fill="#e3f6ec" />
      <circle cx="44" cy="44" r="26" fill="var(--c-success)" />
      <path d="M32 45l8 8 16-17" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg {...base} className="auth-illus">
      <circle cx="44" cy="44" r="42" fill="var(--c-primary-soft)" />
      <rect x="26" y="40" width="36" height="26" rx="6" fill="var(--c-primary)" />
      <path d="M34 40v-7a10 10 0 0120 0v7" fill="none" stroke="var(--c-primary)" strokeWidth="4" />
      <circle cx="44" cy="52" r="4" fill="#fff" />
    </svg>
  );
}

export function WaveIcon() {
  return (
    <svg {...base} className="auth-illus">
      <circle cx="44" cy="44" r="42" fill="var(--c-surface-2)" />
      <path
        d="M44 66s-17-10-21-20c-3-7 1-17 10-17 5 0 8 3 11 6 3-3 6-6 11-6 9 0 13 10 10 17-4 10-21 20-21 20z"
        fill="var(--c-text-3)"
        opacity="0.55"
      />
    </svg>
  );
}
