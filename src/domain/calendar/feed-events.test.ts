import { describe, expect, it } from 'vitest';
import { formatChf } from '../money';
import { zurichDateTimeToInstant } from '../time';
import {
  type BookedCamp,
  type BookedTraining,
  campEvents,
  feedEvents,
  MAX_CAMP_DAYS,
  trainingEvent,
} from './feed-events';

const APP = 'https://portal.example.ch';

const training: BookedTraining = {
  id: 't1',
  title: 'TIZ Technik',
  location: 'Kunstrasen Rotkreuz',
  startsAt: zurichDateTimeToInstant('2026-10-25', '10:00'),
  endsAt: zurichDateTimeToInstant('2026-10-25', '11:45'),
  children: ['Mia'],
};

const camp: BookedCamp = {
  id: 'c1',
  name: 'Herbstcamp',
  location: 'Rotkreuz',
  startDate: '2026-10-23',
  endDate: '2026-10-27',
  startTime: '09:00:00',
  endTime: '16:00:00',
  children: ['Mia', 'Noah'],
};

describe('trainingEvent', () => {
  it('names the child and the deadline 20 real hours before the start (Saturday 15:00 on the October Sunday)', () => {
    const event = trainingEvent(training, APP);
    expect(event.summary).toBe('TIZ Technik (Mia)');
    const [children, deadline, manage, ...rest] = event.description.split('\n');
    expect([children, manage, rest]).toEqual([
      'Kind: Mia',
      'An- und Abmeldungen im Elternportal: https://portal.example.ch/tiz-trainings',
      [],
    ]);
    expect(deadline).toBe(
      `Abmeldung mit Gutschrift bis Samstag, 24.10.2026, 15:00 Uhr möglich. Danach verfallen die ${formatChf(2500)}.`,
    );
    expect(event.time).toEqual({ allDay: false, start: training.startsAt, end: training.endsAt });
  });

  it.each([
    ['no end', null],
    ['an end before the start', zurichDateTimeToInstant('2026-10-25', '09:00')],
  ])('writes no end for %s', (_label, endsAt) => {
    expect(trainingEvent({ ...training, endsAt }, APP).time).toEqual({
      allDay: false,
      start: training.startsAt,
      end: null,
    });
  });
});

describe('campEvents', () => {
  it('makes one event per day at the Zurich hours, one UTC hour later after the October switch', () => {
    const events = campEvents(camp, APP);
    expect(events.map((e) => e.key)).toEqual(
      ['c1-2026-10-23', 'c1-2026-10-24', 'c1-2026-10-25', 'c1-2026-10-26', 'c1-2026-10-27'].map(
        (k) => `camp-${k}`,
      ),
    );
    const utcStarts = events.map((e) => (e.time.allDay ? null : e.time.start.toISOString().slice(11, 16)));
    expect(utcStarts).toEqual(['07:00', '07:00', '08:00', '08:00', '08:00']);
    expect(events[2]!.summary).toBe('Herbstcamp (Mia, Noah)');
    expect(events[2]!.description).toContain(
      'Kinder: Mia, Noah\nCamp-Tag 3 von 5\nAbmeldung bis und mit Freitag, 23.10.2026 möglich.',
    );
  });

  it('makes whole days without times, one day without an end date, and stops at MAX_CAMP_DAYS', () => {
    expect(campEvents({ ...camp, startTime: null, endTime: null }, APP)[0]!.time).toEqual({
      allDay: true,
      date: '2026-10-23',
    });
    const single = campEvents({ ...camp, endDate: null }, APP);
    expect(single).toHaveLength(1);
    expect(single[0]!.description).not.toContain('Camp-Tag');
    expect(campEvents({ ...camp, endDate: '2027-10-23' }, APP)).toHaveLength(MAX_CAMP_DAYS);
  });
});

describe('feedEvents', () => {
  it('orders trainings and camp days by their start', () => {
    const keys = feedEvents({ trainings: [training], camps: [camp] }, APP).map((e) => e.key);
    expect(keys).toEqual([
      'camp-c1-2026-10-23',
      'camp-c1-2026-10-24',
      'camp-c1-2026-10-25',
      'training-t1',
      'camp-c1-2026-10-26',
      'camp-c1-2026-10-27',
    ]);
  });
});
