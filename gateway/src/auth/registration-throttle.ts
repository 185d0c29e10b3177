import { type RateLimiterAbstract, RateLimiterRes, type RateLimits } from '@portal/platform';
import { throttleKeyOf } from '../http/client-address.js';
import { secondsUntilNext } from './refusals.js';

/**
 * Registrations per address and hour, in the shared store: each costs a password hash and writes an account,
 * so one address (IPv6: one /64) cannot fill the hash pool or the user list. Counted before the work, refused or not.
 */
export class RegistrationThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(limits: RateLimits, perHour: number) {
    this.limiter = limits.limiter('registrations', { points: perHour, durationS: 3600 });
  }

  /** Null when the registration may go on, else the seconds until the address may register again. */
  async take(address: string): Promise<number | null> {
    try {
      await this.limiter.consume(throttleKeyOf(address));
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return secondsUntilNext(error);
      throw error;
    }
  }
}
