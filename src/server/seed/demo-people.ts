import { createChild, createParent, linkSecondParent } from '../../../tests/factories';
import type { AhvCipher } from '../crypto/ahv-cipher';
import type { DbOrTx } from '../db/client';
import { insertOffer } from '../features/family/queries';

// What the back office's "Kinder" and "Eltern" need to look real: more families across the region's clubs and
// levels (some children without a club or an AHV number yet), a couple linked as parents of one family (an offer
// accepted through the family service), a parent whose offer waits for an answer, and parents without children
// (one who never finished the sign-up).

type ChildSpec = [
  firstName: string,
  born: string,
  club: string | null,
  level: string | null,
  withAhv: boolean,
];

const FAMILIES: { parent: [string, string]; children: ChildSpec[] }[] = [
  {
    parent: ['Nadine', 'Arnold'],
    children: [
      ['Jonas', '2014-04-18', 'FC Rotkreuz', 'Fortgeschritten', true],
      ['Sofia', '2016-09-02', 'FC Rotkreuz', 'Anfänger', true],
    ],
  },
  { parent: ['Stefan', 'Imhof'], children: [['Luis', '2013-01-27', 'SC Cham', 'Fortgeschritten', true]] },
  {
    parent: ['Manuela', 'Odermatt'],
    children: [
      ['Elin', '2015-07-11', 'FC Hünenberg', 'Mittel', true],
      ['Matteo', '2017-03-05', null, 'Anfänger', false],
    ],
  },
  { parent: ['Daniel', 'Bucher'], children: [['Ben', '2014-12-01', 'Zug 94', 'Mittel', true]] },
  {
    parent: ['Karin', 'Zimmermann'],
    children: [
      ['Mila', '2016-05-23', 'FC Baar', 'Mittel', true],
      ['Gian', '2013-10-14', 'FC Baar', 'Fortgeschritten', true],
      ['Lia', '2017-08-30', null, null, false],
    ],
  },
];

export async function seedDemoPeople(tx: DbOrTx, { cipher }: { cipher: AhvCipher }): Promise<void> {
  const parents = [];
  for (const family of FAMILIES) {
    const [firstName, lastName] = family.parent;
    const parent = await createParent(tx, { firstName, lastName });
    parents.push(parent);
    for (const [childName, dateOfBirth, clubName, level, withAhv] of family.children) {
      await createChild(tx, {
        parentId: parent.id,
        firstName: childName,
        dateOfBirth,
        clubName,
        level,
        cipher,
        ...(withAhv ? {} : { ahv: null }),
      });
    }
  }

  // Two parents of one family: the second accepted the first one's offer, so both see and book both children.
  const partner = await createParent(tx, { firstName: 'Thomas', lastName: 'Arnold' });
  await linkSecondParent(tx, { parentId: parents[0]!.id, secondParentId: partner.id });

  // An offer nobody has answered yet: it shares nothing until the named parent accepts.
  await insertOffer(tx, {
    inviterId: parents[1]!.id,
    inviteeEmail: 'sabine.imhof@example.ch',
    now: new Date(),
  });

  // Parents without children: one signed up and completed the profile, one never got past the first sign-in.
  await createParent(tx, { firstName: 'Priska', lastName: 'Vogel' });
  await createParent(tx, { complete: false, email: 'neu.angemeldet@example.ch' });
}
