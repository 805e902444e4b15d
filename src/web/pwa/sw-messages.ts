/** Messages between the page and the service worker. */
export const SW_MESSAGES = {
  /** Page -> waiting worker: take over now (the update banner's "Jetzt aktualisieren"). */
  skipWaiting: 'SKIP_WAITING',
  /** Page -> worker, answered on the message port with { version }. */
  getVersion: 'GET_VERSION',
} as const;
