import { z } from 'zod';
import { DEVICE_INFO_MAX } from './push-api';

// The body of POST /api/push/subscriptions, checked by the server; the web sends what the browser gives.

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** What PushSubscription.toJSON() gives in every browser. */
const browserPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({
    // An uncompressed P-256 point is 65 bytes (87 base64url characters), the auth secret 16 bytes (22).
    p256dh: z.string().regex(base64url).min(80).max(100),
    auth: z.string().regex(base64url).min(16).max(40),
  }),
});

export const pushSubscribeRequestSchema = z.object({
  subscription: browserPushSubscriptionSchema,
  deviceInfo: z
    .string()
    .trim()
    .max(DEVICE_INFO_MAX)
    .nullish()
    .transform((v) => v || null),
});

export type PushSubscribeRequest = z.input<typeof pushSubscribeRequestSchema>;
