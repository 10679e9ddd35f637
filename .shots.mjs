import { launchBrowser } from './e2e/lib/browser.mjs';
import { startServers } from './scripts/serve.mjs';
const port = 8090, apiPort = 8091;
const APP = `http://localhost:${port}`, API = `http://localhost:${apiPort}`;
const OUT = '/tmp/shots/fbphotos';
const servers = await startServers({ root: 'dist', port, apiPort, api: true, log: () => {}, apiLog: () => {}, warn: () => {} });
const browser = await launchBrowser();
const post = (p, b) => fetch(`${API}${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b ?? {}) });
try {
  for (const [w, h] of [[390, 844], [1280, 800]]) {
    await post('/__demo/reset');
    const auth = await (await post('/v1/authenticate', { email: 'sofia@demo.flechazo.ar', password: 'demo1234' })).json();
    const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: w < 500, locale: 'es-AR' });
    await context.addInitScript((s) => window.localStorage.setItem('flechazo.session', s), JSON.stringify({ token: auth.token, recovery_token: auth.recovery_token }));
    await context.route('**/runtime-config.js', (route) => route.fulfill({ contentType: 'application/javascript', body: `window.__FLECHAZO_CONFIG__=${JSON.stringify({ API_BASE_URL: API, IMAGE_HOST: `${API}/img`, PUSHER_PORT: String(apiPort), PUSHER_HOST: 'localhost', LOCATIONS_URL: `${API}/locations.json` })};` }));
    const page = await context.newPage();
    page.on('console', (m) => console.log('console:', m.type(), m.text()));
    page.on('requestfailed', (r) => console.log('failed:', r.url(), r.failure()?.errorText));
    const open = async () => {
      await page.goto(`${APP}/my-profile?modal=my-profile-images`);
      await page.getByRole('button', { name: 'Agregar foto' }).click({ timeout: 20000 });
      await page.getByRole('button', { name: 'Elegir de Facebook' }).click();
    };
    await post('/__demo/scenario', { scenario: 'slow', path: '/demo/facebook/fbdemo-perfil/photos' });
    await open();
    await page.locator('.me-fb__skel').first().waitFor();
    await page.screenshot({ path: `${OUT}/fb-loading-${w}.png`, animations: 'disabled' });
    await page.getByTestId('facebook-photo').first().waitFor({ timeout: 10000 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/fb-grid-${w}.png` });
    await page.getByLabel('Álbum', { exact: true }).selectOption({ label: 'Vacaciones en Bariloche (30)' });
    await page.getByRole('button', { name: 'Ver más fotos' }).waitFor();
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Ver más fotos' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/fb-more-${w}.png` });
    await page.getByRole('button', { name: 'Elegir la foto 2', exact: true }).click();
    try { await page.locator('[data-testid=photo-editor][data-ready=true]').waitFor({ timeout: 15000 }); } catch (e) { await page.screenshot({ path: `${OUT}/fail-${w}.png` }); throw e; }
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/fb-editor-${w}.png` });
    await post('/__demo/facebook', { permission: 'declined' });
    await open();
    await page.getByRole('button', { name: 'Dar permiso' }).waitFor();
    await page.screenshot({ path: `${OUT}/fb-denied-${w}.png` });
    await post('/__demo/facebook', { permission: 'granted' });
    await post('/__demo/scenario', { scenario: '500', path: '/demo/facebook/fbdemo-perfil/photos' });
    await open();
    await page.getByRole('alert').waitFor();
    await page.screenshot({ path: `${OUT}/fb-error-${w}.png` });
    await post('/__demo/facebook', { albums: 'none' });
    await open();
    await page.getByText('No encontramos fotos').waitFor();
    await page.screenshot({ path: `${OUT}/fb-empty-${w}.png` });
    await context.close();
  }
} finally { await browser.close(); await servers.stop(); }
