/** Puts text on the clipboard; rejects when the browser refuses (no permission, insecure page, no API). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}
