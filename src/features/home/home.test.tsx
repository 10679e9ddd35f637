import { screen, within } from '@testing-library/react';
import { renderApp, signInStored } from '@/test/utils';
import { config } from '@/shared/config/env';

describe('home', () => {
  it('[SHELL-01] shows register and login buttons, marketing articles, social links and footer links to help, privacy and terms', async () => {
    renderApp('/');
    const home = await screen.findByTestId('home', {}, { timeout: 10000 });
    expect(within(home).getByRole('link', { name: 'Registrarme gratis' })).toHaveAttribute('href', '/register');
    expect(within(home).getByRole('link', { name: 'Ya tengo cuenta' })).toHaveAttribute('href', '/login');
    expect(within(home).getByRole('button', { name: 'Continuar con Facebook' })).toBeInTheDocument();
    expect(within(home).getAllByRole('article').length).toBeGreaterThanOrEqual(3);
    expect(within(home).getByRole('link', { name: `${config.appName} en Instagram` })).toHaveAttribute('href', config.social.instagram);
    expect(within(home).getByRole('link', { name: `${config.appName} en Facebook` })).toHaveAttribute('href', config.social.facebook);
    const footer = within(home).getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', config.helpCenterUrl);
    expect(within(footer).getByRole('link', { name: 'Privacidad' })).toHaveAttribute('href', config.privacyUrl);
    expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', config.termsUrl);
  });

  it('[AUTH-53] a member who opens the home page goes to the authenticated area', async () => {
    await signInStored('sofia');
    const { router } = renderApp('/');
    await screen.findByTestId('toolbar', {}, { timeout: 10000 });
    expect(router.state.location.pathname).toBe('/dashboard-recent');
  });
});
