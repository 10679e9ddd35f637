/** The demo API's promo images (the NOTICE cards' img, /img/promo/{name}). */
import { apiUrl } from './base';

describe('demo API: promo images', () => {
  it.each(['recomendados.svg', 'perfil.svg'])(
    '[DASH-04] %s has no background of its own, so the card behind it paints the theme (coral, or blue for men)',
    async (name) => {
      const res = await fetch(apiUrl(`/img/promo/${name}`));
      expect(res.status).toBe(200);
      const svg = await res.text();
      expect(svg).toMatch(/^<svg /);
      // No full-size rectangle and no gradient of fixed colours under the texts.
      expect(svg).not.toMatch(/<rect\b/);
      expect(svg).not.toMatch(/linearGradient|#c94a2e|#c2266f/i);
      expect(svg).toContain('fill="#fff"');
    },
  );
});
