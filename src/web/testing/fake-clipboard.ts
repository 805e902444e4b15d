/**
 * Puts a clipboard on happy-dom's navigator that records what a page copies, or refuses every write as a browser
 * does without the user's permission. Answers the list the copies land in.
 */
export function fakeClipboard(refuse = false): string[] {
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (refuse) throw new Error('denied');
        copied.push(text);
      },
    },
  });
  return copied;
}
