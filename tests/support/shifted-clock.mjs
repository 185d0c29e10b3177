/**
 * A portal whose clock reads another moment (the legal clock of an ARCO request is a count of calendar
 * days, so a test that wants literal due dates must know what "today" is). Loaded into the portal's process with
 * `NODE_OPTIONS=--import <this file>` and `PORTAL_CLOCK_OFFSET_MS` (milliseconds added to the real time): every
 * `new Date()` and `Date.now()` of the process reads the shifted time, and it keeps ticking. See portalClock in
 * portal-clock.ts.
 */
const offset = Number(process.env.PORTAL_CLOCK_OFFSET_MS ?? '0');
if (offset !== 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
