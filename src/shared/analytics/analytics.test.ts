import { config } from '@/shared/config/env';
import { ANALYTICS_EVENTS, sanitize, startTagManager, track } from './index';

afterEach(() => {
  config.gtmId = '';
  delete window.dataLayer;
  document.head.querySelectorAll('script[src*="googletagmanager"]').forEach((s) => s.remove());
});

describe('the one analytics module', () => {
  it.each(Object.values(ANALYTICS_EVENTS))('[PWA-12] a %s event reaches the data layer', (event) => {
    track({ event, id: 12, list: 'recent' });
    expect(window.dataLayer).toEqual([{ event, id: 12, list: 'recent' }]);
  });

  it('[PWA-12] never personal data: e-mails, names and message texts are dropped, wherever they hide', () => {
    const clean = sanitize({
      event: 'chat',
      id: 7,
      email: 'sofia@demo.flechazo.ar',
      nickname: 'Sofi',
      text: 'Hola, te paso mi número',
      origin: 'mail sofia@demo.flechazo.ar',
      nested: { message: 'secreto', kind: 'text', userName: 'Martín' },
      list: ['a@b.co'],
      method: 'email',
    });
    expect(clean).toEqual({ event: 'chat', id: 7, nested: { kind: 'text' }, method: 'email' });
    track({ event: 'registration', email: 'x@y.com', soyBusco: 'M' });
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/@/);
  });

  it('[PWA-12] the tag-manager script loads only when an id is configured, and only when started (after the first screen)', () => {
    track({ event: 'like', id: 1 });
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull(); // an event alone loads nothing
    expect(startTagManager()).toBe(false); // no id: nothing, ever
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    config.gtmId = 'GTM-TEST1';
    expect(startTagManager()).toBe(true);
    const s = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(s?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(s?.async).toBe(true);
    expect(window.dataLayer?.[0]).toEqual(expect.objectContaining({ event: 'gtm.js' }));
    expect(window.dataLayer).toContainEqual({ event: 'like', id: 1 }); // the earlier event is still there for it
    expect(startTagManager()).toBe(false); // once
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(1);
  });
});
