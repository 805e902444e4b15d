/**
 * A page the server drew differently from the browser's first render: React throws the server's HTML away and draws
 * anew (the content blinks, the layout may shift). Said on the console in words the end-to-end suite looks for
 * (tests/e2e/helpers), since a production build's own report is a bare error number.
 */
export function reportHydrationMismatch(error: unknown, info: { componentStack?: string | undefined }): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Hydration mismatch: ${message}${info.componentStack ? `\n${info.componentStack}` : ''}`);
}
