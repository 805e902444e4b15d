import { describe, expect, it } from 'vitest';
import { stripeHostOptions } from './stripe-gateway';

describe('STRIPE_API_BASE', () => {
  it.each([
    { base: undefined, options: {} },
    { base: 'http://127.0.0.1:12111', options: { host: '127.0.0.1', port: 12111, protocol: 'http' } },
    { base: 'http://stripe-mock', options: { host: 'stripe-mock', port: 80, protocol: 'http' } },
    { base: 'https://stripe.internal', options: { host: 'stripe.internal', port: 443, protocol: 'https' } },
  ])('$base points the SDK at $options', ({ base, options }) => {
    expect(stripeHostOptions(base)).toEqual(options);
  });
});
