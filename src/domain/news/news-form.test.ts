import { describe, expect, it } from 'vitest';
import { firstMessages, parsed } from '../testing/zod';
import { newsFormSchema, newsPushText } from './news-form';

describe('news form', () => {
  const valid = { title: 'Neue Trainingszeiten', content: 'Ab März trainieren wir neu um 10 Uhr.' };

  it.each([
    ['title', ''],
    ['content', '  '],
  ])('%s = %j -> required', (field, value) => {
    expect(firstMessages(newsFormSchema, { ...valid, [field]: value })).toEqual({
      [field]: 'Bitte Titel und Inhalt ausfüllen.',
    });
  });

  it('the push texts default to the news, cut to the push limits', () => {
    const long = { title: 'T'.repeat(60), content: 'C'.repeat(250), sendPush: true };
    expect(newsPushText(parsed(newsFormSchema, long))).toEqual({
      title: 'T'.repeat(50),
      body: 'C'.repeat(200),
    });
    const own = parsed(newsFormSchema, { ...valid, pushTitle: 'Neu!', pushContent: 'Zeiten geändert' });
    expect(newsPushText(own)).toEqual({ title: 'Neu!', body: 'Zeiten geändert' });
  });
});
