import { serviceHoursFor } from './config.js';

describe('service hours', () => {
  it('promise emergencies 24/7 on Sunday only with a configured emergency line, naming it', () => {
    expect(serviceHoursFor(null).at(-1)).toEqual({ days: 'Domingo', hours: 'Cerrado' });
    expect(serviceHoursFor('800 123 4567').at(-1)).toEqual({
      days: 'Domingo',
      hours: 'Cerrado (emergencias 24/7: 800 123 4567)',
    });
    expect(serviceHoursFor(null)[0]).toEqual({ days: 'Lunes a Viernes', hours: '9:00 - 18:00' });
  });
});
