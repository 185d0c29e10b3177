import { z } from 'zod';
import { ERASED_TEXT } from '../texts/personal-data.js';
import {
  eventCatalog,
  fieldValue,
  personalData,
  personalFieldsOf,
  subjectOf,
  withoutPersonalData,
} from './index.js';

/** The schema of a field of an event's data by its path (one level down through an object field). */
function fieldSchema(type: keyof typeof eventCatalog, path: string): z.ZodType | undefined {
  let schema: z.ZodType | undefined = eventCatalog[type].schema;
  for (const part of path.split('.')) {
    while (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
      schema = schema.unwrap() as z.ZodType;
    if (!(schema instanceof z.ZodObject)) return undefined;
    schema = (schema.shape as Record<string, z.ZodType>)[part];
  }
  return schema;
}

describe('the personal data of events', () => {
  const declared = Object.keys(personalData);
  const without: readonly string[] = withoutPersonalData;

  it('is said for every event type of the catalog: declared, or listed as holding none (never both)', () => {
    const unsaid = Object.keys(eventCatalog).filter(
      (type) => !declared.includes(type) && !without.includes(type),
    );
    // A new event type must be added to contracts/src/events/personal.ts, in one list or the other.
    expect(unsaid).toEqual([]);
    expect(declared.filter((type) => without.includes(type))).toEqual([]);
    expect([...declared, ...without].filter((type) => !Object.hasOwn(eventCatalog, type))).toEqual([]);
  });

  it('names existing text fields whose schema accepts the erased text, and string subjects', () => {
    for (const type of declared as (keyof typeof eventCatalog)[]) {
      for (const entry of personalFieldsOf(type)) {
        const subjects = typeof entry.subject === 'string' ? [entry.subject] : entry.subject;
        for (const subject of subjects)
          expect([type, subject, fieldSchema(type, subject)?.safeParse('u-1').success]).toEqual([
            type,
            subject,
            true,
          ]);
        for (const field of entry.fields) {
          const schema = fieldSchema(type, field);
          const accepts = schema?.safeParse(ERASED_TEXT).success || schema?.safeParse([ERASED_TEXT]).success;
          expect([type, field, accepts]).toEqual([type, field, true]);
        }
      }
    }
  });

  it('finds the subject as the first id present, and values one level down', () => {
    const [toAgent] = personalFieldsOf('NotificationPosted');
    expect(toAgent && subjectOf({ userId: 'agent-1', facts: { clientUserId: 'client-1' } }, toAgent)).toBe(
      'client-1',
    );
    // Posted before the client's id was carried: the recipient's key.
    expect(toAgent && subjectOf({ userId: 'agent-1', facts: {} }, toAgent)).toBe('agent-1');
    expect(fieldValue({ facts: { clientName: 'Ana' } }, 'facts.clientName')).toBe('Ana');
    expect(fieldValue({ facts: null }, 'facts.clientName')).toBeUndefined();
    expect(personalFieldsOf('NoSuchEvent')).toEqual([]);
  });

  it('reads as the Spanish placeholder once erased', () => {
    expect(ERASED_TEXT).toBe('Datos eliminados');
  });
});
