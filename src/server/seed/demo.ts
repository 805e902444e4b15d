import { count } from 'drizzle-orm';
import {
  assignTrainer,
  createAdmin,
  createChild,
  createNews,
  createParent,
  createSession,
  createTrainer,
  enrolTotpFactor,
} from '../../../tests/factories';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../../domain/time';
import type { AppContext } from '../context';
import { profiles, sessions } from '../db/schema';
import { seedDemoBackOffice } from './demo-back-office';
import { seedDemoCamps } from './demo-camps';
import { seedDemoHistory } from './demo-history';
import { seedDemoNewsAndPush } from './demo-news-push';
import { seedDemoPayments } from './demo-payments';
import { seedDemoPeople } from './demo-people';
import { seedDemoPhotos } from './demo-photos';
import { seedDemoQuestions } from './demo-questions';

export const DEMO_PARENT_EMAIL = 'eltern@anpfiff.local';
export const DEMO_ADMIN_EMAIL = 'admin@anpfiff.local';
/**
 * The demo admin's TOTP key (decision 036): public like the demo accounts themselves, and only ever in demo data,
 * which production never seeds. Add it to an authenticator app, or compute the code as the README shows.
 */
const DEMO_ADMIN_TOTP_SECRET = 'ANPFIFF2DEMO2ADMIN2TOTP2SCHLUESS';

/** Prints the demo admin's current TOTP code, for a developer without an authenticator app (README). */
const DEMO_TOTP_COMMAND = `node -e "import('otpauth').then(({TOTP}) => console.log(new TOTP({secret: '${DEMO_ADMIN_TOTP_SECRET}'}).generate()))"`;

/** The Saturdays from today on (Zurich calendar), as 'YYYY-MM-DD'. */
function nextSaturdays(today: string, weeks: number): string[] {
  const start = new Date(`${today}T12:00:00Z`).getUTCDay();
  const first = addDays(today, (6 - start + 7) % 7 || 7);
  return Array.from({ length: weeks }, (_, i) => addDays(first, i * 7));
}

// Demo data for `npm start` on an empty database, built with the same factories the tests use: a believable
// provider with trainers, a season of Saturday trainings (a weekly series), a fully booked goalkeeper training,
// families, camps, news, and a demo family to sign in as.
export async function seedDemoIfEmpty(ctx: AppContext, log: (m: string) => void): Promise<void> {
  const [people] = await ctx.db.select({ n: count() }).from(profiles);
  const [trainings] = await ctx.db.select({ n: count() }).from(sessions);
  if ((people?.n ?? 0) > 0 || (trainings?.n ?? 0) > 0) return;

  await ctx.db.transaction(async (tx) => {
    const cipher = ctx.ahv;
    const coaches = [
      await createTrainer(tx, { firstName: 'Luca', lastName: 'Bühler', cipher }),
      await createTrainer(tx, { firstName: 'Sara', lastName: 'Meier', cipher }),
      await createTrainer(tx, { firstName: 'Dario', lastName: 'Kälin', cipher }),
    ];
    const today = zurichToday(ctx.clock.now());
    const saturdays = nextSaturdays(today, 8);
    const trainingsAhead = [];
    for (const [i, date] of saturdays.entries()) {
      const session = await createSession(tx, {
        title: 'TIZ Training',
        startsAt: zurichDateTimeToInstant(date, '10:00'),
        endsAt: zurichDateTimeToInstant(date, '11:45'),
        location: 'Kunstrasen Rotkreuz',
        type: 'TIZ',
      });
      await assignTrainer(tx, { sessionId: session.id, trainerId: coaches[i % 2]!.id });
      trainingsAhead.push(session);
    }
    for (const date of saturdays.slice(0, 3)) {
      const oneToOne = await createSession(tx, {
        title: '1:1 Training',
        focus: 'Individuelle Technik',
        startsAt: zurichDateTimeToInstant(date, '14:00'),
        endsAt: zurichDateTimeToInstant(date, '15:00'),
        capacity: 1,
        type: '1:1',
      });
      await assignTrainer(tx, { sessionId: oneToOne.id, trainerId: coaches[2]!.id });
    }
    const lastSaturday = addDays(saturdays[0]!, -7);
    const lastTraining = await createSession(tx, {
      startsAt: zurichDateTimeToInstant(lastSaturday, '10:00'),
      endsAt: zurichDateTimeToInstant(lastSaturday, '11:45'),
    });

    await seedDemoBackOffice(tx, { today, cipher, saturday: saturdays[1]! });
    await seedDemoPeople(tx, { cipher });

    const camps = await seedDemoCamps(tx, { today });
    const [winter, spring, autumn] = [camps.Wintercamp!, camps.Frühlingscamp!, camps.Herbstcamp!];

    await createNews(tx, {
      title: 'Willkommen in der neuen App',
      content:
        'Hier meldet ihr eure Kinder für Trainings und Camps an, bezahlt online oder mit dem 10+1 Abo und seht die Fotos vom Platz.',
    });
    await createNews(tx, {});

    const admin = await createAdmin(tx, { email: DEMO_ADMIN_EMAIL, firstName: 'Andrea', lastName: 'Arnold' });
    await enrolTotpFactor(tx, {
      userId: admin.id,
      secret: DEMO_ADMIN_TOTP_SECRET,
      cipher,
      at: ctx.clock.now(),
    });
    const parent = await createParent(tx, {
      email: DEMO_PARENT_EMAIL,
      firstName: 'Nicole',
      lastName: 'Steiner',
    });
    const mia = await createChild(tx, {
      parentId: parent.id,
      firstName: 'Mia',
      dateOfBirth: '2015-05-14',
      cipher,
    });
    const noah = await createChild(tx, {
      parentId: parent.id,
      firstName: 'Noah',
      dateOfBirth: '2013-11-02',
      cipher,
    });
    await seedDemoPayments(tx, {
      parentId: parent.id,
      childIds: { mia: mia.id, noah: noah.id },
      lastTraining,
      nextTraining: trainingsAhead[0]!,
      laterTraining: trainingsAhead[1]!,
      camp: winter,
      now: ctx.clock.now(),
      validityMonths: ctx.config.CREDIT_PACK_VALIDITY_MONTHS,
    });
    await seedDemoNewsAndPush(tx, { now: ctx.clock.now(), adminId: admin.id, demoParentId: parent.id });
    await seedDemoHistory(tx, {
      now: ctx.clock.now(),
      validityMonths: ctx.config.CREDIT_PACK_VALIDITY_MONTHS,
      cipher,
      demoParentId: parent.id,
      lastTraining,
      camps: { past: autumn, next: winter, later: spring },
    });
    await seedDemoQuestions(tx, {
      campId: winter.id,
      sessionId: trainingsAhead[0]!.id,
      adminId: admin.id,
      now: ctx.clock.now(),
    });
  });
  await seedDemoPhotos(ctx, DEMO_PARENT_EMAIL);
  log(
    `Demo-Daten angelegt. Anmelden als ${DEMO_PARENT_EMAIL} (Elternteil) oder ${DEMO_ADMIN_EMAIL} (Admin); Codes unter /dev/mail.`,
  );
  log(
    `Zweiter Faktor des Demo-Admins: Authenticator-App mit dem Schlüssel ${DEMO_ADMIN_TOTP_SECRET}, oder den aktuellen Code mit: ${DEMO_TOTP_COMMAND}`,
  );
}
