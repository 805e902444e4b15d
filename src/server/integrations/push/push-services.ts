// The push services of the browsers we know. In production a subscription must point to one of them: the server
// posts to whatever endpoint a browser registered, and an arbitrary URL would let anyone aim those requests at
// hosts inside our network (server-side request forgery).
const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Samsung Internet, Opera
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/, // Firefox
  /(^|\.)notify\.windows\.com$/, // Edge on Windows
  /(^|\.)push\.apple\.com$/, // Safari (macOS, iOS 16.4+)
];

export function isKnownPushService(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' && KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
  } catch {
    return false;
  }
}
