/** AUTH-57: male members get the male theme and a blue theme colour; removed on logout. */
export const THEME_COLORS = { default: '#e8436f', male: '#2563eb' } as const;

export function applyTheme(male: boolean): void {
  document.documentElement.classList.toggle('theme-male', male);
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', male ? THEME_COLORS.male : THEME_COLORS.default);
}
