// The addresses the server draws with their content (decision 045): the first views of decision 028, and the back
// office's start page (an admin's first view at a desk). Shared by the server, which answers them, and the web, whose
// server entry draws them and whose service worker fetches them.

export const SERVER_DRAWN_PATHS = ['/login', '/schedule', '/dashboard', '/admin'] as const;

export type ServerDrawnPath = (typeof SERVER_DRAWN_PATHS)[number];

/** The server-drawn address a pathname names (a trailing slash allowed), or null. */
export function serverDrawnPath(pathname: string): ServerDrawnPath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (SERVER_DRAWN_PATHS as readonly string[]).includes(path) ? (path as ServerDrawnPath) : null;
}
