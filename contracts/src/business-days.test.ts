import { businessDaysLeft, isBusinessDay, mexicanRestDays, privacyAnswerDueOn } from './business-days.js';

// Every expected date below was counted by hand on a calendar (weekday of each checked with `date -d`).
describe('the statutory rest days (LFT art. 74)', () => {
  it('lists the fixed days and the Mondays of 2026', () => {
    expect(mexicanRestDays(2026)).toEqual([
      '2026-01-01',
      '2026-02-02',
      '2026-03-16',
      '2026-05-01',
      '2026-09-16',
      '2026-11-16',
      '2026-12-25',
    ]);
  });

  it('adds 1 October in the years a federal executive takes office (2024, 2030), not in others', () => {
    expect(mexicanRestDays(2030)).toContain('2030-10-01');
    expect(mexicanRestDays(2024)).toContain('2024-10-01');
    expect(mexicanRestDays(2027)).not.toContain('2027-10-01');
    expect(mexicanRestDays(2018)).not.toContain('2018-10-01');
  });

  it('takes weekends and rest days out, and leaves an ordinary weekday in', () => {
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-16')).toBe(false); // third Monday of November
    expect(isBusinessDay('2026-11-17')).toBe(true);
  });
});

describe('privacyAnswerDueOn: 20 business days from the day after filing, in Mexico City', () => {
  it('filed on Friday 2026-11-27: counts from Monday 30 November and skips Christmas', () => {
    expect(privacyAnswerDueOn('2026-11-27T16:00:00.000Z')).toBe('2026-12-28');
  });

  it('filed on 2026-12-15: across Christmas and New Year', () => {
    expect(privacyAnswerDueOn('2026-12-15T18:00:00.000Z')).toBe('2027-01-14');
  });

  it("filed at 21:00 of Monday 14 December in Mexico City (already the 15th in UTC): Mexico City's day counts", () => {
    expect(privacyAnswerDueOn('2026-12-15T03:00:00.000Z')).toBe('2027-01-13');
  });

  it('filed on 2026-11-10: skips the third Monday of November', () => {
    expect(privacyAnswerDueOn('2026-11-10T15:00:00.000Z')).toBe('2026-12-09');
  });

  it('filed on 2027-01-20: skips the first Monday of February', () => {
    expect(privacyAnswerDueOn('2027-01-20T15:00:00.000Z')).toBe('2027-02-18');
  });

  it('filed on 2030-09-20: skips 1 October of the year a president takes office', () => {
    expect(privacyAnswerDueOn('2030-09-20T15:00:00.000Z')).toBe('2030-10-21');
  });
});

describe('businessDaysLeft', () => {
  it('counts the business days after today up to the due day', () => {
    expect(businessDaysLeft('2026-12-21', '2026-12-28')).toBe(4);
    expect(businessDaysLeft('2026-12-24', '2026-12-28')).toBe(1);
  });

  it('is 0 on the due day and negative after it, by the business days passed', () => {
    expect(businessDaysLeft('2026-12-28', '2026-12-28')).toBe(0);
    expect(businessDaysLeft('2026-12-29', '2026-12-28')).toBe(-1);
    expect(businessDaysLeft('2027-01-04', '2026-12-28')).toBe(-4);
  });

  // Counted by a day-by-day loop over the calendar in Python (its own weekdays and rest days), not by this code.
  it('counts spans of a year and more, across rest days on weekends and the years of 1 October', () => {
    expect(businessDaysLeft('2026-11-27', '2025-12-29')).toBe(-233);
    expect(businessDaysLeft('2025-12-29', '2026-11-27')).toBe(233);
    expect(businessDaysLeft('2023-06-15', '2031-02-03')).toBe(1942);
  });

  it('agrees with counting each day through isBusinessDay on every span of three years from one day', () => {
    const start = '2029-12-27';
    let day = start;
    let counted = 0;
    for (let n = 0; n < 3 * 366; n++) {
      const next = new Date(`${day}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      day = next.toISOString().slice(0, 10);
      if (isBusinessDay(day)) counted++;
      expect([day, businessDaysLeft(start, day), businessDaysLeft(day, start)]).toEqual([
        day,
        counted,
        -counted,
      ]);
    }
  });
});
