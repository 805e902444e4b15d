import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChildView, SecondParentState } from '@domain/children/children-api';
import { errorMessages } from '@domain/errors';
import { zurichToday } from '@domain/time';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { ChildrenPage } from './children-page';

// The page against an HTTP server that answers like the API (status and JSON), so the requests the page sends
// travel over the network and can be checked.

const REQUIRED =
  'Bitte Pflichtfelder ausfüllen (Vorname, Nachname, Geburtsdatum, Trikoset Grösse, AHV-Nummer).';

type Answer = { status: number; body?: unknown };
type Handler = (body: unknown) => Answer;
const handlers = new Map<string, Handler>();
const received: { method: string; url: string; body: unknown }[] = [];
let server: Server;

function reply(res: ServerResponse, { status, body }: Answer) {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      received.push({ method: req.method ?? '', url: req.url ?? '', body });
      const handler = handlers.get(`${req.method} ${req.url}`);
      reply(res, handler ? handler(body) : { status: 404, body: { error: { code: 'NOT_FOUND' } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/meine-kinder`,
  );
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const lena: ChildView = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Lena',
  lastName: 'Muster',
  dateOfBirth: '2015-03-14',
  clubName: 'FC Rotkreuz',
  level: null,
  jerseySize: 140,
  ahvLast4: '6985',
  photoConsentFamily: false,
  photoConsentNews: false,
  hasHealthInfo: false,
};

function serve(children: ChildView[], secondParent: SecondParentState = { role: 'none' }) {
  handlers.clear();
  received.length = 0;
  handlers.set('GET /api/children', () => ({ status: 200, body: { children } }));
  handlers.set('GET /api/family/second-parent', () => ({ status: 200, body: { secondParent, offers: [] } }));
  // A change of the link reloads every other screen's data, the signed-in user too.
  handlers.set('GET /api/me', () => ({ status: 200, body: { user: null } }));
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChildrenPage />
    </QueryClientProvider>,
  );
}

const sent = (method: string, url: string) => received.find((r) => r.method === method && r.url === url);

beforeEach(() => serve([]));

describe('the children list', () => {
  it('shows the empty state', async () => {
    renderPage();
    expect(await screen.findByText('Noch keine Kinder erfasst.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kind hinzufügen' })).toBeInTheDocument();
  });

  it('says the list failed instead of showing an empty one (decision 041)', async () => {
    handlers.set('GET /api/children', () => ({ status: 500, body: { error: { code: 'INTERNAL' } } }));
    renderPage();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(errorMessages.INTERNAL);
    expect(screen.queryByText('Noch keine Kinder erfasst.')).not.toBeInTheDocument();
  });

  it('shows a card with the birth date as dd.mm.yyyy and only the masked AHV', async () => {
    serve([lena]);
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Lena Muster' });
    expect(within(card).getByText('14.03.2015')).toBeInTheDocument();
    expect(within(card).getByText('FC Rotkreuz')).toBeInTheDocument();
    expect(within(card).getByText('140')).toBeInTheDocument();
    expect(within(card).getByText('756.****.**69.85')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
  });

  it('shows the full AHV only on "Anzeigen", asked of the server then, and hides it again', async () => {
    serve([lena]);
    handlers.set(`POST /api/children/${lena.id}/ahv/reveal`, () => ({
      status: 200,
      body: { ahv: '756.9217.0769.85' },
    }));
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Lena Muster' });
    expect(sent('POST', `/api/children/${lena.id}/ahv/reveal`)).toBeUndefined();

    await user.click(within(card).getByRole('button', { name: 'AHV-Nummer von Lena Muster anzeigen' }));
    expect(await within(card).findByText('756.9217.0769.85')).toBeInTheDocument();
    expect(within(card).queryByText('756.****.**69.85')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'AHV-Nummer von Lena Muster verbergen' }));
    expect(within(card).getByText('756.****.**69.85')).toBeInTheDocument();
    expect(within(card).queryByText('756.9217.0769.85')).not.toBeInTheDocument();
  });

  it('says why the full AHV cannot be shown, and keeps it masked', async () => {
    serve([lena]);
    handlers.set(`POST /api/children/${lena.id}/ahv/reveal`, () => ({
      status: 404,
      body: { error: { code: 'AHV_NOT_STORED' } },
    }));
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Lena Muster' });
    await user.click(within(card).getByRole('button', { name: 'AHV-Nummer von Lena Muster anzeigen' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Keine AHV-Nummer verfügbar.');
    expect(within(card).getByText('756.****.**69.85')).toBeInTheDocument();
  });

  it('offers no "Anzeigen" for a child without an AHV number', async () => {
    serve([{ ...lena, ahvLast4: null }]);
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Lena Muster' });
    expect(within(card).queryByRole('button', { name: /anzeigen/ })).not.toBeInTheDocument();
    expect(within(card).getByText('AHV-Nummer').nextElementSibling).toHaveTextContent('–');
  });

  it('deletes only after confirmation, and shows why the server refused', async () => {
    serve([lena]);
    handlers.set(`DELETE /api/children/${lena.id}`, () => ({
      status: 409,
      body: { error: { code: 'CHILD_HAS_HISTORY', message: 'x' } },
    }));
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Lena Muster' });
    await userEvent.click(within(card).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Möchten Sie Lena Muster wirklich löschen?');
    expect(sent('DELETE', `/api/children/${lena.id}`)).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByText(errorMessages.CHILD_HAS_HISTORY)).toBeInTheDocument();
  });
});

describe('the add child form', () => {
  async function openForm() {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Kind hinzufügen' }));
    return screen.findByRole('dialog', { name: 'Kind erfassen' });
  }

  it('names the required fields once, in the words of the spec', async () => {
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: /Vorname/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST', '/api/children')).toBeUndefined();
  });

  it('shows the age rule as soon as the date is entered and disables saving while it shows', async () => {
    const year = Number(zurichToday(new Date()).slice(0, 4));
    const dialog = await openForm();
    const date = within(dialog).getByLabelText(/Geburtsdatum/);
    fireEvent.input(date, { target: { value: `${year - 7}-01-01` } });
    expect(
      await within(dialog).findByText(
        `Kind muss mindestens Jahrgang ${year - 8} oder älter sein (8 Jahre oder älter).`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeDisabled();
    fireEvent.input(date, { target: { value: `${year - 8}-12-31` } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeEnabled());
  });

  it('offers the five jersey sizes', async () => {
    const dialog = await openForm();
    const select = within(dialog).getByRole('combobox', { name: /Trikoset Grösse/ });
    const sizes = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes).toEqual(['Grösse wählen', '128', '140', '152', '164', '176']);
  });

  it('formats the AHV as typed, checks it, and sends the cleaned values', async () => {
    handlers.set('POST /api/children', () => ({ status: 201, body: { child: lena } }));
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Vorname/ }), '  Lena ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nachname/ }), ' Muster');
    fireEvent.input(within(dialog).getByLabelText(/Geburtsdatum/), { target: { value: '2015-03-14' } });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Trikoset/ }), '140');
    const ahv = within(dialog).getByRole('textbox', { name: /AHV-Nummer/ });

    await userEvent.type(ahv, '1x2');
    expect(ahv).toHaveValue('756.12');
    await userEvent.clear(ahv);
    await userEvent.type(ahv, '7569217');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('AHV-Nummer muss 13 Ziffern enthalten (756 + 10 weitere Ziffern).'),
    ).toBeInTheDocument();
    await userEvent.type(ahv, '0769849');
    expect(ahv).toHaveValue('756.9217.0769.84');
    expect(
      await within(dialog).findByText('AHV-Nummer ist ungültig (Prüfziffer stimmt nicht).'),
    ).toBeInTheDocument();
    await userEvent.type(ahv, '{Backspace}5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(sent('POST', '/api/children')).toBeDefined());
    expect(sent('POST', '/api/children')?.body).toEqual({
      firstName: 'Lena',
      lastName: 'Muster',
      dateOfBirth: '2015-03-14',
      jerseySize: 140,
      clubName: null,
      level: null,
      ahv: '7569217076985',
      // Unticked: no consent until the parents say yes; no health information entered.
      photoConsentFamily: false,
      photoConsentNews: false,
      allergies: null,
      medication: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
    });
    expect(await screen.findByText('Kind gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [500, 'INTERNAL', 'Fehler beim Speichern.'],
    [401, 'UNAUTHENTICATED', 'Nicht eingeloggt'],
  ])('answers a %i from the server with "%s"', async (status, code, message) => {
    handlers.set('POST /api/children', () => ({ status, body: { error: { code, message: 'raw' } } }));
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Vorname/ }), 'Lena');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nachname/ }), 'Muster');
    fireEvent.input(within(dialog).getByLabelText(/Geburtsdatum/), { target: { value: '2015-03-14' } });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Trikoset/ }), '140');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /AHV-Nummer/ }), '7569217076985');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByText('raw')).not.toBeInTheDocument();
  });
});

describe('the edit form', () => {
  it('shows the stored AHV masked and keeps it when saved untouched', async () => {
    serve([lena]);
    handlers.set(`PUT /api/children/${lena.id}`, () => ({ status: 200, body: { child: lena } }));
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Lena Muster' });
    await userEvent.click(within(card).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kind bearbeiten' });
    expect(within(dialog).getByRole('textbox', { name: /AHV-Nummer/ })).toHaveValue('756.****.**69.85');
    const level = within(dialog).getByRole('textbox', { name: /Niveau/ });
    await userEvent.type(level, 'Mittel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent('PUT', `/api/children/${lena.id}`)).toBeDefined());
    const body = sent('PUT', `/api/children/${lena.id}`)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ firstName: 'Lena', level: 'Mittel', jerseySize: 140 });
    expect(body).not.toHaveProperty('ahv');
  });
});

describe('photo consent and health information', () => {
  const INVALID_PHONE =
    'Bitte eine gültige Schweizer Telefonnummer eingeben (z. B. 079 123 45 67 oder +41 79 123 45 67).';
  const stored = {
    allergies: 'Nüsse',
    medication: null,
    emergencyContactName: 'Grosi Muster',
    emergencyContactPhone: '079 555 12 34',
  };

  async function fillRequired(dialog: HTMLElement) {
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Vorname/ }), 'Lena');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nachname/ }), 'Muster');
    fireEvent.input(within(dialog).getByLabelText(/Geburtsdatum/), { target: { value: '2015-03-14' } });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Trikoset/ }), '140');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /AHV-Nummer/ }), '7569217076985');
  }

  it('the card says what the parents allowed and whether emergency information is stored', async () => {
    serve([
      lena,
      {
        ...lena,
        id: '22222222-2222-4222-8222-222222222222',
        firstName: 'Mia',
        photoConsentFamily: true,
        hasHealthInfo: true,
      },
    ]);
    renderPage();
    const lenaCard = await screen.findByRole('listitem', { name: 'Lena Muster' });
    expect(within(lenaCard).getByText('Keine Einwilligung')).toBeInTheDocument();
    expect(within(lenaCard).getByText('Keine')).toBeInTheDocument();
    const miaCard = screen.getByRole('listitem', { name: 'Mia Muster' });
    expect(within(miaCard).getByText('Familie erlaubt, News nicht')).toBeInTheDocument();
    expect(within(miaCard).getByText('Erfasst')).toBeInTheDocument();
  });

  it('asks both consents unticked, checks the emergency phone and sends what was entered', async () => {
    handlers.set('POST /api/children', () => ({ status: 201, body: { child: lena } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Kind hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kind erfassen' });
    const family = within(dialog).getByRole('checkbox', {
      name: 'Fotos dieses Kindes dürfen der Familie gezeigt werden',
    });
    const news = within(dialog).getByRole('checkbox', {
      name: 'Fotos dieses Kindes dürfen in News erscheinen',
    });
    expect(family).not.toBeChecked();
    expect(news).not.toBeChecked();

    await fillRequired(dialog);
    await userEvent.click(family);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Allergien/ }), ' Nüsse ');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Notfallkontakt: Name/ }),
      'Grosi Muster',
    );
    const phone = within(dialog).getByRole('textbox', { name: /Notfallkontakt: Telefon/ });
    await userEvent.type(phone, '+49 30 1234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(INVALID_PHONE)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST', '/api/children')).toBeUndefined();

    await userEvent.clear(phone);
    await userEvent.type(phone, '+41 79 555 12 34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent('POST', '/api/children')).toBeDefined());
    expect(sent('POST', '/api/children')?.body).toMatchObject({
      photoConsentFamily: true,
      photoConsentNews: false,
      allergies: 'Nüsse',
      medication: null,
      emergencyContactName: 'Grosi Muster',
      emergencyContactPhone: '079 555 12 34',
    });
  });

  it('names the missing half of an emergency contact', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Kind hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kind erfassen' });
    await fillRequired(dialog);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Notfallkontakt: Name/ }),
      'Grosi Muster',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Bitte Name und Telefonnummer des Notfallkontakts angeben.'),
    ).toBeInTheDocument();
    expect(sent('POST', '/api/children')).toBeUndefined();
  });

  it('the edit form shows the stored information, read for this child only, and sends it back', async () => {
    const mia = { ...lena, photoConsentFamily: true, photoConsentNews: true, hasHealthInfo: true };
    serve([mia]);
    handlers.set(`GET /api/children/${lena.id}/health-info`, () => ({
      status: 200,
      body: { healthInfo: stored },
    }));
    handlers.set(`PUT /api/children/${lena.id}`, () => ({ status: 200, body: { child: mia } }));
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Lena Muster' });
    await userEvent.click(within(card).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kind bearbeiten' });
    expect(await within(dialog).findByRole('textbox', { name: /Allergien/ })).toHaveValue('Nüsse');
    expect(within(dialog).getByRole('textbox', { name: /Notfallkontakt: Telefon/ })).toHaveValue(
      '079 555 12 34',
    );
    expect(within(dialog).getByRole('checkbox', { name: /in News erscheinen/ })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /der Familie gezeigt/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent('PUT', `/api/children/${lena.id}`)).toBeDefined());
    expect(sent('PUT', `/api/children/${lena.id}`)?.body).toMatchObject({
      photoConsentFamily: false,
      photoConsentNews: true,
      ...stored,
    });
  });

  it('does not open the form when the stored information cannot be read (saving would erase it)', async () => {
    serve([{ ...lena, hasHealthInfo: true }]);
    handlers.set(`GET /api/children/${lena.id}/health-info`, () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'x' } },
    }));
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Lena Muster' });
    await userEvent.click(within(card).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kind bearbeiten' });
    expect(
      await within(dialog).findByText(
        'Notfall- und Gesundheitsangaben konnten nicht geladen werden.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });
});

describe('Elternteil 2', () => {
  const answer = (secondParent: SecondParentState) => ({ status: 200, body: { secondParent, offers: [] } });

  it('asks for an e-mail, then says the link waits for the named parent to accept', async () => {
    handlers.set('PUT /api/family/second-parent', (body) =>
      answer({ role: 'primary', email: (body as { email: string }).email, status: 'pending' }),
    );
    renderPage();
    const link = await screen.findByRole('button', { name: 'Verknüpfen' });
    await userEvent.click(link);
    expect(await screen.findByText('Bitte geben Sie eine E-Mail-Adresse ein.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), ' Marco@Example.ch ');
    await userEvent.click(link);
    expect(
      await screen.findByText(/Anfrage gesendet. Die Verknüpfung wird aktiv, sobald/, {
        selector: '[role=status] *',
      }),
    ).toBeInTheDocument();
    expect(sent('PUT', '/api/family/second-parent')?.body).toEqual({ email: 'marco@example.ch' });
    expect(screen.getByText('Verknüpfung ausstehend mit marco@example.ch')).toBeInTheDocument();
    expect(screen.getByText(/Bis dahin wird nichts geteilt/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurückziehen' })).toBeInTheDocument();
  });

  it('shows the catalogue text when the server refuses the offer', async () => {
    handlers.set('PUT /api/family/second-parent', () => ({
      status: 409,
      body: { error: { code: 'FAMILY_ALREADY_LINKED', message: 'raw' } },
    }));
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), 'b@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Verknüpfen' }));
    expect(await screen.findByText(`Fehler: ${errorMessages.FAMILY_ALREADY_LINKED}`)).toBeInTheDocument();
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
  });

  it('withdraws a pending offer after confirming', async () => {
    serve([], { role: 'primary', email: 'marco@example.ch', status: 'pending' });
    handlers.set('DELETE /api/family/second-parent', () => answer({ role: 'none' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Zurückziehen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Anfrage an marco@example.ch wirklich zurückziehen?');
    expect(sent('DELETE', '/api/family/second-parent')).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    expect(await screen.findByText('Die Anfrage wurde zurückgezogen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verknüpfen' })).toBeInTheDocument();
  });

  it('lets the second parent see the primary parent and separate after confirming', async () => {
    serve([lena], { role: 'secondary', primary: { name: 'Anna Muster', email: 'anna@example.ch' } });
    handlers.set('DELETE /api/family/second-parent', () => answer({ role: 'none' }));
    renderPage();
    expect(
      await screen.findByText('Ihre Kinder werden gemeinsam mit Anna Muster verwaltet.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trennen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      /Danach sieht jeder von Ihnen nur noch die Kinder, die er selbst erfasst hat/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trennen' }));
    expect(await screen.findByText('Die Verknüpfung wurde aufgehoben.')).toBeInTheDocument();
    expect(sent('DELETE', '/api/family/second-parent')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Verknüpfen' })).toBeInTheDocument();
  });

  it('shows a linked partner with Entfernen', async () => {
    serve([], { role: 'primary', email: 'marco@example.ch', status: 'linked' });
    renderPage();
    expect(await screen.findByText('Verknüpft mit marco@example.ch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entfernen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurückziehen' })).not.toBeInTheDocument();
  });
});
