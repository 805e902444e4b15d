import { ensureBankReference } from '../../src/server/features/qr-bill/bank-reference-queries';
import { bookCamp, createCamp, createChild } from '../factories';
import { camt054Xml } from '../factories/camt-file';
import { expectNoAxeViolations } from './helpers/axe';
import { profileIdOf, serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// Issue 17: a parent's open camp payment has the QR reference of its bill (arranged with the factories); the
// admin imports the bank's camt.054 in which it was paid, sees the payment paid by bank transfer, and the parent
// sees "Bezahlt".

test('the admin imports a bank statement and the parent sees the camp paid', async ({ page, browser }) => {
  const stamp = Date.now();
  // Person names refuse long digit runs (they could be an AHV number): the family's name is the stamp in letters.
  const family = `Bank${String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const campName = `E2E Bankcamp ${stamp}`;

  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  const { email } = await login(parentPage, 'parent', { firstName: 'Eva', lastName: family });
  const server = serverData();
  let xml: string;
  try {
    const db = server.database.db;
    const parentId = await profileIdOf(server, email);
    const child = await createChild(db, {
      parentId,
      firstName: 'Nina',
      lastName: family,
      dateOfBirth: '2015-03-14',
      jerseySize: 140,
    });
    const camp = await createCamp(db, { name: campName, priceCents: 45000 });
    const { campPayment } = await bookCamp(db, { campId: camp.id, childId: child.id, createdBy: parentId });
    const { reference } = await ensureBankReference(db, {
      parentId,
      payables: [{ kind: 'camp', id: campPayment.id }],
    });
    xml = camt054Xml([
      { bankRef: `E2E-${stamp}`, amountCents: 45000, reference, debtorName: `Eva ${family}` },
    ]);
  } finally {
    await server.database.close();
  }

  await login(page, 'admin');
  await page.goto('/admin/zahlungen');
  await page.getByRole('tab', { name: 'Bank & Buchhaltung' }).click();
  const upload = page.getByRole('region', { name: 'Bankauszug importieren' });
  await upload.getByLabel('Datei').setInputFiles({
    name: 'camt054.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(xml),
  });
  await expectNoAxeViolations(page, 'the bank tab');
  await upload.getByRole('button', { name: 'Importieren' }).click();
  await expect(upload.getByText('1 zugeordnet, 0 nicht zugeordnet, 0 bereits importiert.')).toBeVisible();

  await page.getByRole('tab', { name: 'Camps' }).click();
  await page.getByLabel('Suche').fill(campName);
  const row = page.getByRole('row').filter({ hasText: `Nina ${family}` });
  await expect(row).toContainText('Bezahlt');
  await expect(row).toContainText('Banküberweisung');

  await parentPage.goto('/zahlungen');
  await parentPage.getByRole('tab', { name: 'Verlauf' }).click();
  const paid = parentPage
    .getByRole('list', { name: 'Verlauf' })
    .getByRole('listitem')
    .filter({ hasText: campName });
  await expect(paid).toContainText('Bezahlt');
  await expect(paid).toContainText('Banküberweisung');
  await parentContext.close();
});
