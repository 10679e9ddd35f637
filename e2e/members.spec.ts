/**
 * What members meet (issue 30, "Broken for members" 2 to 6), at 390 and 360 px: the checkout says what
 * each figure is and what will be charged; a mutual like celebrates for both members; '✕' offers
 * 'Deshacer'; the chat header opens the profile. (Item 1, the wizard after registering, is in
 * entry.spec.ts.)
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, type AppInfo } from './fixtures';
import { checkA11y } from './lib/a11y';
import type { Credentials, DemoApi } from './lib/demo-api';
import { storeSession } from './lib/member';
import { screenshot, waitForApp } from './lib/page';

const SOFIA = { email: 'sofia@demo.flechazo.ar', password: 'demo1234', id: 3 };
const MARTIN = { email: 'martin@demo.flechazo.ar', password: 'demo1234', id: 4 };
const VALE = { email: 'valentina@demo.flechazo.ar', password: 'demo1234', id: 5 };
const GUILLE = 238; // a conversation of Valentina's

async function signedIn(browser: Browser, app: AppInfo, demo: DemoApi, who: Credentials, width = 390) {
  const auth = await demo.authenticate(who.email, who.password);
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  await storeSession(context, app.url, auth);
  const page = await context.newPage();
  return { context, page };
}

/** No sideways scroll in the page, nor inside `selector` (a modal's scroller). */
async function expectNoOverflow(page: Page, selector?: string) {
  const over = await page.evaluate((sel) => {
    const els = [document.documentElement, ...(sel ? [...document.querySelectorAll<HTMLElement>(sel)] : [])];
    return els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.className || e.tagName);
  }, selector);
  expect(over).toEqual([]);
}

for (const width of [390, 360]) {
  test.describe(`a member at ${width} px`, () => {
    test.use({ member: true, viewport: { width, height: 844 } });

    test(`[PAY-04] [PAY-13] the plan card says "por mes"; the payment modal shows the total charged beside 'pagar' (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/dashboard-recent?modal=pay-wall');
      await waitForApp(page);
      const paywall = page.getByTestId('paywall');
      const card = paywall.getByTestId('plan-41');
      await expect(card.getByTestId('plan-period')).toHaveText('por mes');
      await expect(card.getByTestId('plan-single')).toContainText('29.998,80 en un solo pago');
      await screenshot(page, `paywall-plans-${width}.png`);
      await expectNoOverflow(page, '.pay-modal__scroll');
      await card.getByRole('button').click();
      const modal = page.getByTestId('payment');
      const total = modal.getByTestId('payment-total');
      await expect(total).toHaveText(/^Total a pagar \$\s29\.998,80 en un solo pago$/);
      await expect(modal.getByTestId('payment-plan')).toContainText('por mes');
      const pay = modal.getByRole('button', { name: 'pagar' });
      await expect(pay).toHaveAccessibleDescription(/29\.998,80 en un solo pago/);
      await pay.scrollIntoViewIfNeeded();
      await checkA11y(page, `payment-total-${width}`);
      await screenshot(page, `payment-total-${width}.png`);
      await expectNoOverflow(page, '.pay-modal__scroll');
    });

    test(`[LIST-11] [API-35] ✕ on a card offers 'Deshacer' for 5 s and keeps the focus in the list; 'Deshacer' brings the card back (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/dashboard-recent');
      await waitForApp(page);
      const cards = page.getByTestId('member-card');
      await expect(cards.nth(2)).toBeVisible({ timeout: 20_000 });
      const id = await cards.nth(1).getAttribute('data-member-id');
      // The card's name is the nickname (its heading also says 'Online' to screen readers).
      const nick = await cards.nth(1).getAttribute('aria-label');
      await cards
        .nth(1)
        .getByRole('button', { name: /^No me gusta / })
        .click();
      await expect(page.locator(`[data-testid=member-card][data-member-id="${id}"]`)).toHaveCount(0);
      // The focus went to the next card, not to the page or the snackbar.
      await expect(page.locator(':focus')).toHaveClass(/mcard__open/);
      const bar = page.getByTestId('snackbar');
      await expect(bar).toContainText(`No te gusta ${nick}.`);
      // The pointer over the snackbar holds its 5 s while axe and the screenshot run (they can take longer).
      await bar.hover();
      await checkA11y(page, `undo-dislike-${width}`);
      await screenshot(page, `undo-dislike-${width}.png`);
      await bar.getByRole('button', { name: 'Deshacer' }).click();
      await expect(cards.nth(1)).toHaveAttribute('data-member-id', id ?? '');
      await expect(bar).toHaveCount(0);
    });
  });
}

for (const width of [390, 360]) {
  test(`[PROF-01] [MSG-15] tapping the photo or name in the chat header opens the profile; Back returns to the chat (${width} px)`, async ({
    browser,
    app,
    demo,
  }) => {
    test.setTimeout(90_000);
    const vale = await signedIn(browser, app, demo, VALE, width);
    try {
      await vale.page.goto(`/message-received?modal=message-view&id=${GUILLE}`);
      await waitForApp(vale.page);
      const view = vale.page.getByTestId('message-view');
      const person = view.getByTestId('chat-head-person');
      await expect(person).toHaveAccessibleName('Guille_bsas');
      await screenshot(vale.page, `chat-head-${width}.png`);
      await person.focus();
      await vale.page.keyboard.press('Enter');
      const profile = vale.page.getByTestId('profile-view');
      await expect(profile.getByRole('heading', { name: 'Guille_bsas' }).first()).toBeVisible({ timeout: 15_000 });
      await screenshot(vale.page, `chat-head-profile-${width}.png`);
      await profile.getByRole('button', { name: 'Volver' }).click();
      await expect(vale.page).toHaveURL(new RegExp(`modal=message-view&id=${GUILLE}`));
      await expect(view.getByTestId('chat-head-person')).toBeVisible();
    } finally {
      await vale.context.close();
    }
  });
}

test('[RT-11] [RT-12] two members: the like that makes it mutual opens "¡Se gustan!" for both', async ({ browser, app, demo }) => {
  test.setTimeout(120_000);
  const sofia = await signedIn(browser, app, demo, SOFIA);
  const martin = await signedIn(browser, app, demo, MARTIN);
  try {
    await martin.page.goto(`/dashboard-recent?modal=profile-view&id=${SOFIA.id}`);
    await waitForApp(martin.page);
    const hisView = martin.page.getByTestId('profile-view');
    await expect(hisView.getByRole('heading', { name: 'Sofi_palermo' }).first()).toBeVisible({ timeout: 15_000 });
    const hisLike = hisView.getByRole('button', { name: 'Me gusta Sofi_palermo', exact: true });
    if (await hisLike.count()) await hisLike.click();
    await expect(hisView.getByRole('button', { name: 'Enviale un mensaje' })).toBeVisible();
    await expect(martin.page.getByTestId('match-modal')).toHaveCount(0);

    await sofia.page.goto(`/dashboard-recent?modal=profile-view&id=${MARTIN.id}`);
    await waitForApp(sofia.page);
    const herView = sofia.page.getByTestId('profile-view');
    await expect(herView.getByRole('heading', { name: 'Tincho_ros' }).first()).toBeVisible({ timeout: 15_000 });
    await sofia.page.waitForTimeout(1500); // both realtime connections up
    await herView.getByRole('button', { name: 'Me gusta Tincho_ros', exact: true }).click();

    for (const [page, who] of [
      [sofia.page, 'sofia'],
      [martin.page, 'martin'],
    ] as const) {
      const modal = page.getByTestId('match-modal');
      await expect(modal.getByText('¡Se gustan!')).toBeVisible({ timeout: 15_000 });
      await expect(modal.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();
      await screenshot(page, `match-${who}-390.png`);
    }
    await checkA11y(sofia.page, 'match-modal');
  } finally {
    await sofia.context.close();
    await martin.context.close();
  }
});
