import { config } from '@/shared/config/env';
import { allowedHosts, checkUrl, safeLink, safeServerUrl, safeUrl, type UrlKind } from './safe-url';
import { noticeImageUrl } from './images';

const APP = 'http://localhost';
const API = new URL(config.apiBaseUrl); // the demo API, http://localhost:8081
const IMG = config.imageHost; // http://localhost:8081/img

/** What every kind refuses, whatever its hosts. */
const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
  'https://evil.example/x.jpg',
  '//evil.example/x.jpg',
  '/\\evil.example/x',
  '\\\\evil.example\\x',
  `https://user:pass@${API.host}/x`,
  `https://${API.hostname}.evil.example/x`,
  `https://evil.example/?${API.host}`,
  'https://evil.example\u0000.flechazo.ar/x',
  `${'https://flechazo.ar/'}${'a'.repeat(3000)}`,
  '',
  '   ',
];

describe('safe-url: URLs taken from data are checked against scheme and host allow-lists', () => {
  it.each(['image', 'link', 'payment'] as UrlKind[])(
    '[API-67] [RT-14] [PAY-28] %s: script, data, other-host, credential and control-character URLs are dropped',
    (kind) => {
      for (const raw of HOSTILE) expect([raw, safeUrl(raw, kind, APP)]).toEqual([raw, null]);
      for (const raw of [null, undefined, 42, {}, ['https://flechazo.ar/'], true]) expect(safeUrl(raw, kind, APP)).toBeNull();
    },
  );

  it('[API-67] [RT-14] [MSG-45] [MSG-19] URLs the server decides on: https on any host, never script, data, credential or control-character URLs', () => {
    const otherHost = new Set([
      'https://evil.example/x.jpg',
      '//evil.example/x.jpg',
      `https://${API.hostname}.evil.example/x`,
      `https://evil.example/?${API.host}`,
    ]);
    for (const raw of HOSTILE.filter((u) => !otherHost.has(u))) expect([raw, safeServerUrl(raw, APP)]).toEqual([raw, null]);
    for (const raw of [null, undefined, 42, {}, ['https://flechazo.ar/'], true]) expect(safeServerUrl(raw, APP)).toBeNull();
    expect(safeServerUrl('https://meet.proveedor.example/sala/1', APP)).toBe('https://meet.proveedor.example/sala/1');
    expect(safeServerUrl('http://meet.proveedor.example/sala/1', APP)).toBe(
      config.urls.allowHttp ? 'http://meet.proveedor.example/sala/1' : null,
    );
  });

  it('[API-67] [SHELL-56] images: the image host and same-site paths are kept, nothing else', () => {
    expect(safeUrl(`${IMG}/users/400x500/a.jpg`, 'image', APP)).toBe(`${IMG}/users/400x500/a.jpg`);
    expect(safeUrl('/img/default-female.svg', 'image', APP)).toBe(`${APP}/img/default-female.svg`);
    expect(safeUrl('https://flechazo.ar/promo.jpg', 'image', APP)).toBeNull(); // a promo host is not an image host
    expect(noticeImageUrl('promo/a.svg')).toBe(`${IMG}/promo/a.svg`);
    expect(noticeImageUrl('https://evil.example/a.svg')).toBe('');
    expect(noticeImageUrl('javascript:alert(1)')).toBe('');
  });

  it("[DASH-04] notice links: in-app paths stay paths, the app's own site and PROMO_HOSTS open over https only, the rest is no link", () => {
    expect(safeLink('/recomendados', APP)).toBe('/recomendados');
    expect(safeLink(`${APP}/my-profile?x=1#y`, APP)).toBe('/my-profile?x=1#y');
    expect(safeLink('https://ayuda.flechazo.ar/faq', APP)).toBe('https://ayuda.flechazo.ar/faq');
    expect(safeLink(config.termsUrl, APP)).toBe(config.termsUrl);
    expect(safeLink('http://ayuda.flechazo.ar/faq', APP)).toBe(config.urls.allowHttp ? 'http://ayuda.flechazo.ar/faq' : '');
    expect(safeLink('https://evil.example/phish', APP)).toBe('');
    expect(safeLink('javascript:alert(1)', APP)).toBe('');
    // Neither absolute nor rooted (an entity is never decoded here): no link.
    expect(safeLink('jav&#x09;ascript:alert(1)', APP)).toBe('');
    expect(safeLink('recomendados', APP)).toBe('');
    expect(allowedHosts('link')).toEqual(
      expect.arrayContaining([
        API.host,
        'flechazo.ar',
        'ayuda.flechazo.ar',
        new URL(config.termsUrl).host,
        new URL(config.helpCenterUrl).host,
      ]),
    );
  });

  it('[PAY-28] payment URLs: only the API, the payment provider and PAYMENT_HOSTS', () => {
    expect(safeUrl(`${config.apiBaseUrl}/demo/ticket/1234567890`, 'payment', APP)).toBe(`${config.apiBaseUrl}/demo/ticket/1234567890`);
    expect(safeUrl('https://www.pagofacil.evil/ticket', 'payment', APP)).toBeNull();
    expect(safeUrl('https://flechazo.ar/ticket', 'payment', APP)).toBeNull(); // a promo host is not a payment host
  });

  it('[RT-14] plain http is refused unless the configuration allows it (production), https always passes', () => {
    const prod = { hosts: ['flechazo.ar', 'img.flechazo.ar'], http: false, origin: 'https://app.flechazo.ar' };
    expect(checkUrl('http://flechazo.ar/x', prod)).toBeNull();
    expect(checkUrl('https://flechazo.ar/x', prod)).toBe('https://flechazo.ar/x');
    expect(checkUrl('https://FLECHAZO.AR/x', prod)).toBe('https://flechazo.ar/x');
    expect(checkUrl('https://flechazo.ar:8443/x', prod)).toBeNull(); // another port is another host
    expect(checkUrl('/dashboard-recent', prod)).toBe('https://app.flechazo.ar/dashboard-recent');
    expect(checkUrl('http://flechazo.ar/x', { ...prod, http: true })).toBe('http://flechazo.ar/x');
  });
});
