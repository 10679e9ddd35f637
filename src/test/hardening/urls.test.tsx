/**
 * Every URL taken from data passes src/shared/lib/safe-url.ts before use: payment coupon links (the
 * answer and a stored coupon), notice images and links, option images on their allow-lists; what the
 * server decides on (video-call URLs, from the invite answer or a received invitation; promo images and
 * links) https on any host. Never javascript:, data:, credentials in the URL.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/handlers';
import { DEMO_ACCOUNTS, db } from '@/mocks/db';
import { toDashItem } from '@/features/dashboard/mappers';
import { toOption } from '@/features/my-profile/mappers';
import { toPromo } from '@/features/realtime/connection';
import { promoTarget } from '@/features/realtime/promo';
import { server } from '@/test/msw-server';
import { config } from '@/shared/config/env';
import { renderApp, signInStored } from '@/test/utils';
import { SLOW } from '@/test/requests';
import { openPayment, withDemoProviderScript } from '@/features/paywall/tests/helpers';

const GUILLE = 238; // Valentina's conversation (both wrote: a video call may be sent)
const ASADOR = 306; // Valentina's conversation with a video-call invitation
const HOSTILE = [
  'javascript:alert(1)',
  'https://evil.example/call',
  '//evil.example/call',
  'data:text/html,<script>alert(1)</script>',
  ' JAVASCRIPT:alert(1)',
];

async function openChat(id: number) {
  await signInStored('valentina');
  const app = renderApp(`/message-sent?modal=message-view&id=${id}`);
  const view = await screen.findByTestId('message-view', {}, SLOW);
  await waitFor(() => expect(within(view).getAllByTestId(/^msg/).length).toBeGreaterThan(0));
  return { ...app, view, user: userEvent.setup() };
}

/** Never a window, whoever sends them (plain http is the demo's URL_ALLOW_HTTP dev flag, on in jest). */
const UNSAFE = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' JAVASCRIPT:alert(1)',
  'https://user:pw@evil.example/call',
  'vbscript:msgbox(1)',
];

describe('video-call URLs', () => {
  const invite = (url: unknown) =>
    server.use(
      http.get(apiUrl('/v2/videocall/invite'), () => HttpResponse.json({ banned: false, can_send: true, reports: 0, videocall_url: url })),
    );
  async function call() {
    const app = await openChat(GUILLE);
    await app.user.click(within(app.view).getByRole('button', { name: 'Iniciar videollamada' }));
    await app.user.click(within(await screen.findByTestId('alert-dialog')).getByRole('button', { name: 'Invitar' }));
    return app;
  }

  it.each(UNSAFE)(
    "[MSG-45] [API-34] an allowed call (can_send) whose videocall_url is %s opens no window: a message of its own, never the 'not allowed' text",
    async (url) => {
      invite(url);
      const { browser } = await call();
      expect(
        await screen.findByText('No pudimos abrir la videollamada: el enlace que recibimos no es seguro. Probá de nuevo en un rato.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Para iniciar un video chat antes tenes que haber tenido una conversacion')).toBeNull();
      expect(browser.opened).toEqual([]);
    },
  );

  it('[MSG-45] [API-34] an allowed call (can_send) opens its https URL whatever the host: the server decided', async () => {
    invite('https://video.proveedor.example/sala/abc123');
    const { browser } = await call();
    await waitFor(() => expect(browser.opened).toHaveLength(1));
    expect(browser.opened[0]?.url).toBe('https://video.proveedor.example/sala/abc123');
    expect(screen.queryByText('Para iniciar un video chat antes tenes que haber tenido una conversacion')).toBeNull();
  });

  it('[MSG-19] [OPEN-28] a received invitation: "Aceptar" opens its https URL whatever the host (the server sent it); an unsafe one opens nothing', async () => {
    for (const m of db.messages) if (m.type === 3) m.text = 'https://video.proveedor.example/videollamada/x';
    const { view, user, browser } = await openChat(ASADOR);
    await user.click(within(await within(view).findByTestId('video-invite')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(browser.opened).toHaveLength(1));
    expect(browser.opened[0]?.url).toBe('https://video.proveedor.example/videollamada/x');
  });

  it.each(UNSAFE)(
    '[MSG-19] [OPEN-28] a received invitation whose URL is %s: "Aceptar" opens no window, a message says why',
    async (url) => {
      for (const m of db.messages) if (m.type === 3) m.text = url;
      const { view, user, browser } = await openChat(ASADOR);
      await user.click(within(await within(view).findByTestId('video-invite')).getByRole('button', { name: 'Aceptar' }));
      expect(
        await screen.findByText('No pudimos abrir la videollamada: el enlace que recibimos no es seguro. Probá de nuevo en un rato.'),
      ).toBeInTheDocument();
      await act(() => new Promise((r) => setTimeout(r, 100)));
      expect(browser.opened).toEqual([]);
    },
  );
});

describe('payment URLs', () => {
  withDemoProviderScript();

  it.each(HOSTILE)('[PAY-28] [API-62] a coupon answer whose payment_url is %s is not issued: the error shows instead', async (url) => {
    server.use(http.post(apiUrl('/v1/payment/ticket'), () => HttpResponse.json({ payment_code: '1234567890', payment_url: url })));
    const app = await openPayment(41);
    await app.user.click(within(app.modal).getByRole('button', { name: 'No tengo tarjeta de crédito' }));
    await app.user.click(within(await within(app.modal).findByTestId('coupon-chooser')).getByRole('button', { name: 'Rapipago' }));
    expect(await within(app.modal).findByText('No pudimos generar tu cupón. Intentá nuevamente.', {}, SLOW)).toBeInTheDocument();
    expect(within(app.modal).queryByTestId('coupon-code')).toBeNull();
    expect(document.querySelector('a[href^="javascript"], a[href*="evil.example"]')).toBeNull();
  });

  it('[PAY-28] a stored coupon whose link is off the allow-list shows its code without the link', async () => {
    await signInStored('sofia');
    const id = DEMO_ACCOUNTS.sofia.id;
    localStorage.setItem(
      `flechazo.coupon.${id}`,
      JSON.stringify({
        memberId: id,
        method: 'RP',
        planId: 41,
        code: '1234567890',
        url: 'javascript:alert(1)',
        issuedAt: new Date().toISOString(),
      }),
    );
    renderApp('/dashboard-recent?modal=payment&id=41');
    const code = await screen.findByTestId('coupon-code', {}, SLOW);
    expect(code).toHaveTextContent('12345 67890');
    const coupon = screen.getByTestId('coupon');
    expect(within(coupon).queryByRole('link')).toBeNull();
    expect(within(coupon).getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
  });
});

describe('promo, notice and option URLs', () => {
  it('[RT-13] [RT-14] a promo whose image is https on any host is shown (the server sent it), an unsafe one is not; its https link is followed on any host, an unsafe one not at all', () => {
    const promo = (imageMobile: unknown, linkMobile: unknown = '') => toPromo({ action: 'mkt-pushes', imageMobile, linkMobile });
    expect(promo('http://localhost:8081/img/promo/a.svg')?.imageMobile).toBe('http://localhost:8081/img/promo/a.svg');
    expect(promo('https://cdn.promos.example/a.png')?.imageMobile).toBe('https://cdn.promos.example/a.png');
    for (const bad of [
      'javascript:alert(1)',
      'https://u:p@evil.example/a.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      42,
      { src: 'x' },
    ])
      expect(promo(bad)).toBeNull();
    // A link of the wrong type used to throw when the promo was tapped (link.trim is not a function).
    expect(promo('http://localhost:8081/img/promo/a.svg', { href: '/x' })?.linkMobile).toBe('');
    expect(promoTarget(42, 'http://app')).toEqual({ kind: 'none' });
    expect(promoTarget('recomendado-s', 'http://app')).toEqual({ kind: 'none' }); // relative, not rooted: not a path
    expect(promoTarget('http://evil.example/x', 'https://app')).toEqual(
      config.urls.allowHttp ? { kind: 'external', url: 'http://evil.example/x' } : { kind: 'none' },
    );
    expect(promoTarget('javascript:alert(1)', 'http://app')).toEqual({ kind: 'none' });
    expect(promoTarget('https://u:p@evil.example/x', 'http://app')).toEqual({ kind: 'none' });
    expect(promoTarget('https://www.flechazo.ar/promo', 'http://app')).toEqual({ kind: 'external', url: 'https://www.flechazo.ar/promo' });
    expect(promoTarget('https://www.flechazo.com.ar/terminos', 'http://app')).toEqual({
      kind: 'external',
      url: 'https://www.flechazo.com.ar/terminos',
    });
  });

  it("[DASH-02] [DASH-04] a NOTICE keeps an allowed image and link (the app's own site included); a hostile image drops it, a hostile link leaves it without one", () => {
    const notice = (img: string, link: string) => toDashItem({ type: 'NOTICE', id: 9, img, link }, 'k');
    expect(notice('promo/a.svg', '/recomendados')).toMatchObject({ img: 'http://localhost:8081/img/promo/a.svg', link: '/recomendados' });
    expect(notice('promo/a.svg', 'https://ayuda.flechazo.ar/x')).toMatchObject({ link: 'https://ayuda.flechazo.ar/x' });
    expect(notice('promo/a.svg', config.termsUrl)).toMatchObject({ link: config.termsUrl });
    expect(notice('promo/a.svg', `${config.helpCenterUrl}/preguntas`)).toMatchObject({ link: `${config.helpCenterUrl}/preguntas` });
    expect(notice('promo/a.svg', 'javascript:alert(1)')).toMatchObject({ link: '' });
    expect(notice('promo/a.svg', 'https://evil.example/phish')).toMatchObject({ link: '' });
    expect(notice('javascript:alert(1)', '/recomendados')).toBeNull();
    expect(notice('https://evil.example/pixel.gif', '/recomendados')).toBeNull();
  });

  it('[ME-18] an activity option keeps its picture only from an allowed image host', () => {
    expect(toOption({ label: 'Tenis', value: 3, image: 'http://localhost:8081/img/act/tenis.svg' })).toEqual({
      label: 'Tenis',
      value: 3,
      image: 'http://localhost:8081/img/act/tenis.svg',
    });
    expect(toOption({ label: 'Tenis', value: 3, image: 'javascript:alert(1)' })).toEqual({ label: 'Tenis', value: 3 });
    expect(toOption({ label: 'Tenis', value: 3, image: 'https://evil.example/t.svg' })).toEqual({ label: 'Tenis', value: 3 });
  });
});
