import { describe, expect, it } from '@jest/globals';
import { businessDaysRemaining, businessDaysSince } from './business-days';

// 2026-03-02 is a Monday; Mexico City is UTC-6 all year (no daylight saving time since 2022).
const mondayMorning = '2026-03-02T16:00:00.000Z'; // 10:00 in Mexico City
const at = (iso: string) => new Date(iso);

describe('businessDaysSince', () => {
  it('counts the start day, not the current one', () => {
    expect(businessDaysSince(mondayMorning, at('2026-03-02T23:00:00.000Z'))).toBe(0);
    expect(businessDaysSince(mondayMorning, at('2026-03-03T16:00:00.000Z'))).toBe(1);
    expect(businessDaysSince(mondayMorning, at('2026-03-06T16:00:00.000Z'))).toBe(4);
  });

  it('skips Saturdays and Sundays', () => {
    // Monday to the next Monday: five weekdays.
    expect(businessDaysSince(mondayMorning, at('2026-03-09T16:00:00.000Z'))).toBe(5);
    // Read on a Sunday: the week's five.
    expect(businessDaysSince(mondayMorning, at('2026-03-08T16:00:00.000Z'))).toBe(5);
    // Started on Friday, read on Monday: only the Friday.
    expect(businessDaysSince('2026-03-06T16:00:00.000Z', at('2026-03-09T16:00:00.000Z'))).toBe(1);
    // Started on Saturday, read on Monday: none yet.
    expect(businessDaysSince('2026-03-07T16:00:00.000Z', at('2026-03-09T16:00:00.000Z'))).toBe(0);
    // Thirteen weeks.
    expect(businessDaysSince(mondayMorning, at('2026-06-01T16:00:00.000Z'))).toBe(65);
  });

  it('reads the days in Mexico City, not in UTC', () => {
    // 05:30 UTC on Tuesday is 23:30 on Monday in Mexico City: Monday counts by Tuesday noon.
    expect(businessDaysSince('2026-03-03T05:30:00.000Z', at('2026-03-03T18:00:00.000Z'))).toBe(1);
    // 04:00 UTC on Tuesday is still Monday evening in Mexico City: no day has passed there yet.
    expect(businessDaysSince(mondayMorning, at('2026-03-03T04:00:00.000Z'))).toBe(0);
  });

  it('counts nothing for a start in the future or an unreadable date', () => {
    expect(businessDaysSince('2026-03-09T16:00:00.000Z', at('2026-03-02T16:00:00.000Z'))).toBe(0);
    expect(businessDaysSince('no es fecha', at('2026-03-02T16:00:00.000Z'))).toBe(0);
  });
});

describe('businessDaysRemaining', () => {
  it('is the estimate minus the business days since the start', () => {
    expect(businessDaysRemaining(5, mondayMorning, at('2026-03-02T20:00:00.000Z'))).toBe(5);
    expect(businessDaysRemaining(5, mondayMorning, at('2026-03-04T20:00:00.000Z'))).toBe(3);
    expect(businessDaysRemaining(15, mondayMorning, at('2026-03-16T20:00:00.000Z'))).toBe(5);
    expect(businessDaysRemaining(70, mondayMorning, at('2026-06-01T20:00:00.000Z'))).toBe(5);
  });

  it('never goes below 0', () => {
    expect(businessDaysRemaining(5, mondayMorning, at('2026-03-09T20:00:00.000Z'))).toBe(0);
    expect(businessDaysRemaining(5, mondayMorning, at('2026-03-16T20:00:00.000Z'))).toBe(0);
    expect(businessDaysRemaining(60, mondayMorning, at('2026-06-01T20:00:00.000Z'))).toBe(0);
  });

  it('is the whole estimate without a start date', () => {
    expect(businessDaysRemaining(15, null, at('2026-03-04T20:00:00.000Z'))).toBe(15);
  });
});
