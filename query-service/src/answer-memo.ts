import type { RouteName } from '@portal/contracts';
import { type ResponseJson, responseJson } from '@portal/platform';

/** A route's response schema, as far as a memo needs it. */
interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Every memo's answers by document id: what an erasure forgets. */
const memos = new Set<Map<string, unknown>>();

/**
 * Forgets the answers made for document `id` (a person's user id) in every memo: an erased person's last answers
 * must not stay in memory until they would be pushed out (the person will not read them again).
 */
export function forgetAnswersOf(id: string): void {
  for (const answers of memos) answers.delete(id);
}

/**
 * The answers of a per-person read model as JSON (its UTF-8 bytes), made once per stored text: the stored JSON is
 * parsed, shaped (`shape`: the response schema's parse, or a conversion before it, given the document's id; null when
 * the document has nothing to answer yet), serialised and encoded when it
 * is first read or has changed, and the same bytes are answered until the stored text changes. Keyed by the document's id with the text it
 * was made from, so the memo needs no eviction of its own: a new stored text (a new version, or another store's
 * document) makes the answer anew. `meta` keeps what a handler checks before answering (whose case it is).
 * At most `size` answers are kept, the least recently made leaving first.
 */
export function answerMemo<N extends RouteName, Doc, Meta = undefined>(options: {
  schema: ResponseSchema<unknown>;
  shape?: (doc: Doc, id: string) => unknown;
  meta?: (doc: Doc) => Meta;
  size?: number;
}) {
  const size = options.size ?? 5000;
  const answers = new Map<string, { stored: string; json: ResponseJson<N>; meta: Meta }>();
  memos.add(answers);
  /**
   * The answer of the stored text of document `id`; null where the shape says it has none yet, undefined where it
   * does not match the response schema.
   */
  return (id: string, stored: string): { json: ResponseJson<N>; meta: Meta } | null | undefined => {
    const known = answers.get(id);
    if (known?.stored === stored) return known;
    const doc = JSON.parse(stored) as Doc;
    const shaped = options.shape ? options.shape(doc, id) : doc;
    if (shaped === null) return null;
    const parsed = options.schema.safeParse(shaped);
    if (!parsed.success) return undefined;
    const made = {
      stored,
      json: responseJson<N>(JSON.stringify(parsed.data)),
      meta: options.meta ? options.meta(doc) : (undefined as Meta),
    };
    answers.delete(id);
    answers.set(id, made);
    if (answers.size > size) {
      const oldest = answers.keys().next();
      if (!oldest.done) answers.delete(oldest.value);
    }
    return made;
  };
}
