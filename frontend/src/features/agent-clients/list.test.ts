import { describe, expect, it } from '@jest/globals';
import { relativeTime, searchable } from './list';

describe('the search of the clients list', () => {
  it('is sent without accents, case or surrounding spaces', () => {
    expect(searchable('  María NÚÑEZ ')).toBe('maria nunez');
  });
});

describe('the last activity in words', () => {
  const now = new Date('2026-03-12T12:00:00.000Z');

  it('says how long ago, in es-MX', () => {
    expect(relativeTime('2026-03-12T12:00:00.000Z', now)).toBe('ahora');
    expect(relativeTime('2026-03-12T11:59:30.000Z', now)).toBe('hace 30 segundos');
    expect(relativeTime('2026-03-12T11:55:00.000Z', now)).toBe('hace 5 minutos');
    expect(relativeTime('2026-03-12T09:00:00.000Z', now)).toBe('hace 3 horas');
    expect(relativeTime('2026-03-11T10:00:00.000Z', now)).toBe('ayer');
    expect(relativeTime('2026-03-07T12:00:00.000Z', now)).toBe('hace 5 días');
    expect(relativeTime('2026-02-26T12:00:00.000Z', now)).toBe('hace 2 semanas');
    expect(relativeTime('2025-12-12T12:00:00.000Z', now)).toBe('hace 3 meses');
    expect(relativeTime('2024-03-01T12:00:00.000Z', now)).toBe('hace 2 años');
  });

  it('reads a time ahead of this clock as now, and nothing for a value that is not a date', () => {
    expect(relativeTime('2026-03-12T12:05:00.000Z', now)).toBe('ahora');
    expect(relativeTime('pronto', now)).toBeNull();
  });
});
