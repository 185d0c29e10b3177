import { caseEventDay, inCaseOrder, newestCaseEventsFirst } from './case-order.js';

describe("one order of a case's history", () => {
  it("takes a bare date as written and an instant's day in Mexico City", () => {
    expect(caseEventDay('2026-11-27')).toBe('2026-11-27');
    expect(caseEventDay('2026-11-27T15:00:00.000Z')).toBe('2026-11-27');
    // 02:30 UTC is still the evening before in Mexico City (UTC-6).
    expect(caseEventDay('2026-11-27T02:30:00.000Z')).toBe('2026-11-26');
    expect(caseEventDay('no es fecha')).toBe('no es fecha');
  });

  it("puts a milestone dated today after this morning's registration: by day, then as recorded", () => {
    const history = [
      { date: '2026-11-27T14:05:00.000Z', event: 'Caso registrado' },
      { date: '2026-11-27T14:06:00.000Z', event: 'Agente asignado' },
      { date: '2026-11-27', event: 'Hito de hoy' },
    ];
    expect(inCaseOrder(history).map((e) => e.event)).toEqual([
      'Caso registrado',
      'Agente asignado',
      'Hito de hoy',
    ]);
    expect(newestCaseEventsFirst(history).map((e) => e.event)).toEqual([
      'Hito de hoy',
      'Agente asignado',
      'Caso registrado',
    ]);
  });

  it('orders different days by day whatever the order recorded, and keeps the input untouched', () => {
    const history = [
      { date: '2026-11-27T14:05:00.000Z', event: 'Caso registrado' },
      { date: '2026-11-20', event: 'Hito de la semana pasada' },
      { date: '2026-11-28T01:00:00.000Z', event: 'Fase iniciada (27 por la noche en México)' },
      { date: '2026-11-28T16:00:00.000Z', event: 'Fase completada' },
    ];
    expect(inCaseOrder(history).map((e) => e.event)).toEqual([
      'Hito de la semana pasada',
      'Caso registrado',
      'Fase iniciada (27 por la noche en México)',
      'Fase completada',
    ]);
    expect(newestCaseEventsFirst(history).map((e) => e.event)).toEqual([
      'Fase completada',
      'Fase iniciada (27 por la noche en México)',
      'Caso registrado',
      'Hito de la semana pasada',
    ]);
    expect(history[0]?.event).toBe('Caso registrado');
  });

  it('keeps entries of one day in the order recorded, even when a later one carries an earlier hour', () => {
    const history = [
      { date: '2026-11-27T18:00:00.000Z', event: 'primero' },
      { date: '2026-11-27T15:00:00.000Z', event: 'segundo' },
    ];
    expect(inCaseOrder(history).map((e) => e.event)).toEqual(['primero', 'segundo']);
  });
});
