import type { Me } from '@domain/auth/me';
import type { Branding } from '@domain/branding';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lenaParent } from '../../testing/people';
import { currentLocation, renderRoute } from '../../testing/render-route';

const parent = lenaParent;
const admin: Me = { ...parent, id: 'a1', email: 'admin@example.ch', role: 'admin' };
const branding: Branding = {
  providerName: 'Fussballschule Rotkreuz',
  logoUrl: null,
  termsUrl: 'https://example.ch/agb',
  infoUrl: 'https://example.ch/angebot',
  poweredByUrl: 'https://anpfiff.example/',
  contact: { email: 'info@example.ch', phone: '+41 41 000 00 00', address: 'Rotkreuz' },
  qrBill: false,
};

// Pages are lazy route chunks: on a busy machine finding them takes longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

describe('app shell', () => {
  it('shows a signed-out visitor the landing with a Login link and no side menu', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Anpfiff' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/© \d{4} Anpfiff/);
  });

  it("shows the provider's copyright and the powered-by link in the footer", async () => {
    renderRoute('/', { branding });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(/© \d{4} Fussballschule Rotkreuz/);
    expect(within(footer).getByRole('link', { name: 'Powered by Anpfiff' })).toHaveAttribute(
      'href',
      'https://anpfiff.example/',
    );
  });

  it("draws the app's mark in the top bar, with no download, while the provider has set no logo", async () => {
    renderRoute('/', { branding });
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent('Fussballschule Rotkreuz'));
    const bar = screen.getByRole('banner');
    expect(bar.querySelector('svg.size-9')).not.toBeNull();
    expect(bar.querySelector('img')).toBeNull();
  });

  it("shows the provider's logo in the top bar once one is set", async () => {
    renderRoute('/', { branding: { ...branding, logoUrl: 'https://example.ch/logo.png' } });
    await waitFor(() =>
      expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute(
        'src',
        'https://example.ch/logo.png',
      ),
    );
  });

  it('sends a signed-out visitor from a parent page to the login with the way back', async () => {
    const router = renderRoute('/dashboard?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/login?redirectTo=%2Fdashboard%3Fx%3D1');
  });

  it('gives a signed-in parent the side menu, the e-mail, profile and logout, and no admin link', async () => {
    renderRoute('/dashboard', { me: parent });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // Drawn by the browser itself, the page answers at once (only a server-drawn one waits for its hydration).
    expect(document.querySelector('[inert]')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Meine Kinder',
      'TIZ Trainings',
      'CampsNEU',
      'Zahlungen',
      'Fotos',
      'Shop',
      'Kontakt',
    ]);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const bar = screen.getByRole('banner');
    expect(bar).toHaveTextContent(parent.email);
    expect(within(bar).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    expect(within(bar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Admin-Bereich' })).not.toBeInTheDocument();
  });

  it('shows no side menu before the profile is complete: its links would only lead back to the onboarding', async () => {
    const newcomer: Me = { ...parent, firstName: null, lastName: null, termsAcceptedAt: null };
    const router = renderRoute('/meine-kinder', { me: newcomer });
    await waitFor(() => expect(currentLocation(router)).toBe('/onboarding?redirectTo=%2Fmeine-kinder'));
    expect(await screen.findByRole('button', { name: 'Profil vervollständigen' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(newcomer.email);
  });

  it('sends a parent away from the admin area to /', async () => {
    const router = renderRoute('/admin/kinder', { me: parent });
    await waitFor(() => expect(currentLocation(router)).toBe('/'));
  });

  it('gives an admin the admin menu on admin pages and a link to the admin area elsewhere', async () => {
    renderRoute('/admin/kinder', { me: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kinder' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin-Menü' });
    expect(within(menu).getAllByRole('link')).toHaveLength(11);
    expect(within(menu).getByRole('link', { name: 'Kinder' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Eltern-Bereich' }));
    expect(await screen.findByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Admin-Bereich' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('closes the menu drawer when a link is chosen and moves focus to the new page heading', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/dashboard', { me: parent });
    await user.click(await screen.findByRole('button', { name: 'Menü öffnen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    await user.click(within(drawer).getByRole('link', { name: 'Fotos' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Fotos' });
    expect(currentLocation(router)).toBe('/fotos');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("shows the spinner in the page's place while the next page's code loads, then focuses its heading", async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard', { me: parent });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The shop's code is loaded by no other test of this file: it is on its way when the link is chosen.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Hauptmenü' })).getByRole('link', { name: 'Shop' }),
    );
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('heading', { level: 1, name: 'Dashboard' })).not.toBeInTheDocument();
    expect(
      within(main)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain('Wird geladen…');
    const heading = await screen.findByRole('heading', { level: 1, name: /Shop/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("gives an admin's area link a name on every width and a labelled entry in the phone menu", async () => {
    const user = userEvent.setup();
    const router = renderRoute('/dashboard', { me: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // Named by its own text (shown from md up, for screen readers only below), not by a label beside an icon.
    const barLink = within(screen.getByRole('banner')).getByRole('link', { name: 'Admin-Bereich' });
    expect(barLink).toHaveTextContent('Admin-Bereich');

    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    const entry = within(drawer).getByRole('link', { name: 'Admin-Bereich' });
    expect(entry).toHaveTextContent('Admin-Bereich');
    expect(entry).toHaveAttribute('href', '/admin');
    await user.click(entry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin-Dashboard' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/admin');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // In the admin area the drawer leads back to the parent area.
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const adminDrawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(adminDrawer).getByRole('link', { name: 'Eltern-Bereich' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("keeps a parent's phone menu free of the area link and shows the address whole on its own line", async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard', { me: parent });
    await user.click(await screen.findByRole('button', { name: 'Menü öffnen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).queryByRole('link', { name: /Bereich/ })).not.toBeInTheDocument();
    expect(drawer).toHaveTextContent(`Angemeldet als ${parent.email}`);
    // The address is an element of its own, so the line breaks before it and never inside it; cut, it keeps a title.
    const address = within(drawer).getByText(parent.email);
    expect(address).toHaveTextContent(new RegExp(`^${parent.email}$`));
    expect(address).toHaveAttribute('title', parent.email);
  });

  it('gives focus back to the menu button when the drawer is closed without a choice', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard', { me: parent });
    const toggle = await screen.findByRole('button', { name: 'Menü öffnen' });
    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menü' })).getByRole('button', {
        name: 'Menü schliessen',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('answers an unknown path with the German 404 page', async () => {
    renderRoute('/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });
});
