import { DEVICE_INFO_MAX } from '@domain/push/push-api';

// How a device is named in the parent's list and the admin's subscriber list ("iPhone · Safari"): the kind of
// device and the browser, nothing that identifies the person.

function deviceOf(ua: string, maxTouchPoints: number): string {
  if (/iPad/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return 'iPad';
  if (/iPhone|iPod/.test(ua)) return 'iPhone';
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? 'Android-Smartphone' : 'Android-Tablet';
  if (/Windows/.test(ua)) return 'Windows-PC';
  if (/Macintosh|Mac OS X/.test(ua)) return 'Mac';
  if (/CrOS/.test(ua)) return 'Chromebook';
  if (/Linux/.test(ua)) return 'Linux-PC';
  return 'Gerät';
}

function browserOf(ua: string): string {
  if (/SamsungBrowser/.test(ua)) return 'Samsung Internet';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/Firefox\/|FxiOS/.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS/.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Browser';
}

export function describeDevice(userAgent: string, maxTouchPoints = 0, installed = false): string {
  const parts = [deviceOf(userAgent, maxTouchPoints), browserOf(userAgent)];
  if (installed) parts.push('App');
  return parts.join(' · ').slice(0, DEVICE_INFO_MAX);
}
