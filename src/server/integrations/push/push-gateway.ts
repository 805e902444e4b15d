import { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { vapidAuthorizer } from './vapid-authorization';
import type { VapidKeys } from './vapid-keys';

// Delivery of one encrypted message to one device through its browser's push service (RFC 8030), with web-push
// (aes128gcm, RFC 8291; VAPID, RFC 8292). The answer is sorted into what the caller must do next.

interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

interface PushDeliveryOptions {
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

export type PushDeliveryResult =
  | { outcome: 'delivered'; statusCode: number }
  /** 404/410: the subscription no longer exists (RFC 8030 7.3); delete it. */
  | { outcome: 'gone'; statusCode: number }
  /** 429, 5xx, network: try again later, after Retry-After when the service named one. */
  | { outcome: 'retry'; statusCode: number | null; retryAfterSeconds: number | null; reason: string }
  /** Any other 4xx (bad key, payload too large): trying again will not help. */
  | { outcome: 'rejected'; statusCode: number; reason: string };

export interface PushGateway {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  deliver(target: PushTarget, payload: string, options: PushDeliveryOptions): Promise<PushDeliveryResult>;
}

export interface WebPushGatewayOptions {
  /** Tests trust their self-signed push endpoint with an agent carrying its certificate (keep it alive too). */
  agent?: Agent;
  timeoutMs?: number;
}

/**
 * Connections to a push service are kept open and reused: a new TLS handshake per message cost more than the
 * message itself. A bounded number per service, so a send to every parent does not open thousands at once.
 */
export function keepAliveAgent(options: { ca?: string | Buffer } = {}): Agent {
  return new Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64, ...options });
}

/** Retry-After as seconds (RFC 9110 10.2.3: delay-seconds or an HTTP date). */
export function retryAfterSeconds(header: string | string[] | undefined, now: number): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export function classifyPushFailure(error: unknown, now: number): PushDeliveryResult {
  if (error instanceof WebPushError) {
    const status = error.statusCode;
    if (status === 404 || status === 410) return { outcome: 'gone', statusCode: status };
    if (status === 429 || status >= 500) {
      return {
        outcome: 'retry',
        statusCode: status,
        retryAfterSeconds: retryAfterSeconds(error.headers['retry-after'], now),
        reason: `HTTP ${status}`,
      };
    }
    return { outcome: 'rejected', statusCode: status, reason: `HTTP ${status}` };
  }
  // No answer at all (DNS, refused, timeout, TLS): the service may be back in a minute.
  const code = (error as { code?: string }).code;
  return {
    outcome: 'retry',
    statusCode: null,
    retryAfterSeconds: null,
    reason: code ?? (error as Error).name,
  };
}

export function createWebPushGateway(keys: VapidKeys, options: WebPushGatewayOptions = {}): PushGateway {
  const agent = options.agent ?? keepAliveAgent();
  const authorization = vapidAuthorizer(keys);
  return {
    publicKey: keys.publicKey,
    async deliver(target, payload, delivery) {
      try {
        const response = await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            // The signed VAPID header instead of the keys: web-push would sign a new one per message.
            headers: { Authorization: authorization(target.endpoint) },
            TTL: delivery.ttlSeconds,
            urgency: delivery.urgency ?? 'normal',
            contentEncoding: 'aes128gcm',
            timeout: options.timeoutMs ?? 15_000,
            agent,
          },
        );
        return { outcome: 'delivered', statusCode: response.statusCode };
      } catch (error) {
        return classifyPushFailure(error, Date.now());
      }
    },
  };
}
