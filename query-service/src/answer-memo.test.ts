import { answerMemo, forgetAnswersOf } from './answer-memo.js';

/**
 * A response schema `{ name: string }` (what it does not name is dropped, as zod's objects do) that counts how often
 * an answer is made.
 */
function counted() {
  const made = { count: 0 };
  return {
    made,
    schema: {
      safeParse(value: unknown): { success: true; data: { name: string } } | { success: false } {
        made.count++;
        const name = (value as { name?: unknown } | null)?.name;
        return typeof name === 'string' ? { success: true, data: { name } } : { success: false };
      },
    },
  };
}

describe('answers made once per stored text', () => {
  it('makes the answer of a stored text once, anew when the text changes, and drops what the schema does not name', () => {
    const { made, schema } = counted();
    const answerOf = answerMemo<'profile', unknown>({ schema });
    const first = answerOf('u1', '{"name":"Ana","internal":"x"}');
    expect(first?.json.toString('utf8')).toBe('{"name":"Ana"}');
    // The same bytes while the stored text stays.
    expect(answerOf('u1', '{"name":"Ana","internal":"x"}')?.json).toBe(first?.json);
    expect(made.count).toBe(1);
    expect(answerOf('u1', '{"name":"Luisa","internal":"x"}')?.json.toString('utf8')).toBe('{"name":"Luisa"}');
    expect(made.count).toBe(2);
    expect(answerOf('u2', '{"name":7}')).toBeUndefined();
  });

  it('shapes the document before the check and keeps what the handler checks', () => {
    const { schema } = counted();
    const answerOf = answerMemo<'profile', { first: string; owner: string }, string>({
      schema,
      shape: (doc) => ({ name: doc.first.toUpperCase() }),
      meta: (doc) => doc.owner,
    });
    const answer = answerOf('u1', '{"first":"ana","owner":"agent-1"}');
    expect(answer?.json.toString('utf8')).toBe('{"name":"ANA"}');
    expect(answer?.meta).toBe('agent-1');
  });

  it("forgets a person's answers in every memo (an erasure), and keeps at most its size", () => {
    const { made, schema } = counted();
    const answerOf = answerMemo<'profile', unknown>({ schema, size: 2 });
    const text = '{"name":"Ana"}';
    answerOf('u1', text);
    forgetAnswersOf('u1');
    answerOf('u1', text);
    expect(made.count).toBe(2);
    answerOf('u2', text);
    answerOf('u3', text); // u1, the least recently made, leaves
    answerOf('u3', text);
    answerOf('u2', text);
    expect(made.count).toBe(4);
    answerOf('u1', text);
    expect(made.count).toBe(5);
  });
});
