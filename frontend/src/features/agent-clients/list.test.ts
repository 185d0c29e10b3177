import { describe, expect, it } from '@jest/globals';
import { filterClients, relativeTime, searchable, sortClients } from './list';

const row = (
  caseNumber: string,
  clientName: string,
  progress: number,
  urgencyLevel: string,
  lastActivityAt: string,
) => ({ caseNumber, clientName, progress, urgencyLevel, lastActivityAt });

const rows = [
  row('CASE-2026-000002', 'María González Herrera', 25, 'high', '2026-03-10T10:00:00.000Z'),
  row('CASE-2026-000010', 'Óscar Núñez', 75, 'low', '2026-03-12T08:00:00.000Z'),
  row('CASE-2026-000007', 'ana lópez', 0, 'critical', '2026-03-01T08:00:00.000Z'),
  row('CASE-2026-000003', 'Bruno Díaz', 25, 'medium', '2026-03-11T09:30:00.000Z'),
];

const numbers = (list: readonly { caseNumber: string }[]) => list.map((r) => r.caseNumber);

describe('the search of the clients list', () => {
  it('ignores accents and case, in the name and in the case number', () => {
    expect(searchable('  María NÚÑEZ ')).toBe('maria nunez');
    expect(numbers(filterClients(rows, 'maria'))).toEqual(['CASE-2026-000002']);
    expect(numbers(filterClients(rows, 'ÓSCAR'))).toEqual(['CASE-2026-000010']);
    expect(numbers(filterClients(rows, 'Lopez'))).toEqual(['CASE-2026-000007']);
    expect(numbers(filterClients(rows, 'case-2026-000003'))).toEqual(['CASE-2026-000003']);
    expect(numbers(filterClients(rows, '00001'))).toEqual(['CASE-2026-000010']);
  });

  it('needs every word, in any order; an empty search keeps every row', () => {
    expect(numbers(filterClients(rows, 'herrera maría'))).toEqual(['CASE-2026-000002']);
    expect(numbers(filterClients(rows, 'maría díaz'))).toEqual([]);
    expect(numbers(filterClients(rows, '   '))).toEqual([
      'CASE-2026-000002',
      'CASE-2026-000010',
      'CASE-2026-000007',
      'CASE-2026-000003',
    ]);
  });
});

describe('the order of the clients list', () => {
  it('last activity: newest first', () => {
    expect(numbers(sortClients(rows, 'lastActivity'))).toEqual([
      'CASE-2026-000010',
      'CASE-2026-000003',
      'CASE-2026-000002',
      'CASE-2026-000007',
    ]);
  });

  it('progress: lowest first, ties by case number', () => {
    expect(numbers(sortClients(rows, 'progress'))).toEqual([
      'CASE-2026-000007',
      'CASE-2026-000002',
      'CASE-2026-000003',
      'CASE-2026-000010',
    ]);
  });

  it('urgency: critical, high, medium, low; an unknown level ranks as critical (it reads Crítico)', () => {
    const withUnknown = [...rows, row('CASE-2026-000099', 'Zoe', 0, 'urgent', '2026-03-13T00:00:00.000Z')];
    expect(numbers(sortClients(withUnknown, 'urgency'))).toEqual([
      'CASE-2026-000099',
      'CASE-2026-000007',
      'CASE-2026-000002',
      'CASE-2026-000003',
      'CASE-2026-000010',
    ]);
  });

  it('name: A to Z in Spanish, accents and case ignored', () => {
    expect(sortClients(rows, 'name').map((r) => r.clientName)).toEqual([
      'ana lópez',
      'Bruno Díaz',
      'María González Herrera',
      'Óscar Núñez',
    ]);
  });

  it('does not change the list it was given', () => {
    sortClients(rows, 'name');
    expect(numbers(rows)).toEqual([
      'CASE-2026-000002',
      'CASE-2026-000010',
      'CASE-2026-000007',
      'CASE-2026-000003',
    ]);
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
