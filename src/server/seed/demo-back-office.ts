import {
  assignTrainer,
  bookSession,
  createChild,
  createParent,
  createSession,
  createTrainer,
} from '../../../tests/factories';
import { addDays, zurichDateTimeToInstant } from '../../domain/time';
import type { AhvCipher } from '../crypto/ahv-cipher';
import type { DbOrTx } from '../db/client';

// What the back office needs to look real: more trainers (one no longer active), families whose children have
// birthdays in the coming days, and a goalkeeper training that is fully booked.

const FAMILIES = [
  {
    parent: ['Claudia', 'Huber'],
    children: [
      ['Lina', 2014],
      ['Elias', 2016],
    ],
  },
  { parent: ['Reto', 'Gerber'], children: [['Leon', 2015]] },
  {
    parent: ['Petra', 'Brunner'],
    children: [
      ['Emma', 2013],
      ['Nino', 2015],
    ],
  },
  { parent: ['Beat', 'Baumann'], children: [['Lara', 2014]] },
  {
    parent: ['Sandra', 'Weber'],
    children: [
      ['Levin', 2016],
      ['Alina', 2014],
    ],
  },
] as const;

export async function seedDemoBackOffice(
  tx: DbOrTx,
  { today, cipher, saturday }: { today: string; cipher: AhvCipher; saturday: string },
): Promise<void> {
  const keepers = await createTrainer(tx, { firstName: 'Nadia', lastName: 'Roth', cipher });
  await createTrainer(tx, { firstName: 'Marco', lastName: 'Fischer', cipher });
  await createTrainer(tx, { firstName: 'Urs', lastName: 'Wyss', active: false, cipher });

  const children = [];
  let n = 0;
  for (const family of FAMILIES) {
    const [firstName, lastName] = family.parent;
    const parent = await createParent(tx, { firstName, lastName });
    for (const [childName, year] of family.children) {
      // Birthdays spread over the next weeks, so the dashboard's card has today's, this week's and next week's.
      const birthday = addDays(today, [0, 2, 5, 9, 13, 20, 30, 45][n % 8] ?? 0);
      children.push(
        await createChild(tx, {
          parentId: parent.id,
          firstName: childName,
          dateOfBirth: `${year}${birthday.slice(4)}`,
          cipher,
        }),
      );
      n += 1;
    }
  }

  const full = await createSession(tx, {
    title: 'Torhüter Training',
    focus: 'Fangen und Abwurf',
    startsAt: zurichDateTimeToInstant(saturday, '13:00'),
    endsAt: zurichDateTimeToInstant(saturday, '14:30'),
    capacity: 8,
    type: 'TIZ',
  });
  await assignTrainer(tx, { sessionId: full.id, trainerId: keepers.id });
  for (const [i, child] of children.slice(0, 8).entries()) {
    await bookSession(tx, {
      sessionId: full.id,
      childId: child.id,
      ...(i % 3 === 0 ? { status: 'SUCCEEDED' as const, method: 'TWINT_MANUAL' as const } : {}),
    });
  }
}
