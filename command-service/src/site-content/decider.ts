import {
  contentErrors,
  contentValidation,
  DomainError,
  dayInMexico,
  type EventData,
  type IndicatorEvent,
  indicatorEvents,
  type NewsEvent,
  newsEvents,
} from '@portal/contracts';
import type { Decider } from '../decider.js';

/**
 * Content the administration publishes on the home: financial indicators and news articles. Both
 * are one stream per item, written, revised (only what changed makes an event) and deleted for good, so one
 * decider shape serves both, typed by each one's own events.
 */
export type PublicationCommand<F> =
  | { type: 'Publish'; id: string; authorId: string; fields: F }
  | { type: 'Revise'; fields: F }
  | { type: 'Delete' };

export type PublicationState<F> =
  | { exists: false }
  | { exists: true; id: string; deleted: boolean; fields: F };

interface PublicationSpec<E extends IndicatorEvent | NewsEvent, F> {
  events: Decider<unknown, E, unknown>['events'];
  /** The event types of publishing, revising and deleting one. */
  types: { published: E['type']; revised: E['type']; deleted: E['type'] };
  /** The field of every event's data that holds the item's id (`indicatorId`, `articleId`). */
  idKey: string;
  /** The facts of a published or revised event, in a fixed key order (so two equal ones compare equal). */
  fieldsOf: (event: E) => F;
  notFound: () => DomainError;
  /** A refusal the command's time decides (a date after today), or null. */
  check?: (fields: F, now: Date) => DomainError | null;
}

function publicationDecider<E extends IndicatorEvent | NewsEvent, F>(
  spec: PublicationSpec<E, F>,
): Decider<PublicationCommand<F>, E, PublicationState<F>> {
  const same = (a: F, b: F) => JSON.stringify(a) === JSON.stringify(b);
  /** An event of the item: its id under the item's own id field, the author when publishing, the facts. */
  const event = (type: E['type'], id: string, fields?: F, authorId?: string) =>
    ({ type, data: { [spec.idKey]: id, ...(authorId === undefined ? {} : { authorId }), ...fields } }) as E;
  const idOf = (e: E) => (e.data as unknown as Record<string, string>)[spec.idKey] ?? '';
  return {
    events: spec.events,
    initialState: { exists: false },
    evolve(state, e) {
      if (e.type === spec.types.published)
        return { exists: true, id: idOf(e), deleted: false, fields: spec.fieldsOf(e) };
      if (!state.exists) return state;
      if (e.type === spec.types.revised) return { ...state, fields: spec.fieldsOf(e) };
      return { ...state, deleted: true };
    },
    decide(command, state, { now }) {
      if (command.type !== 'Delete') {
        const refusal = spec.check?.(command.fields, now);
        if (refusal) throw refusal;
      }
      switch (command.type) {
        case 'Publish':
          // The stream is the item's own: one already there is the same request again (a retry).
          if (state.exists) return [];
          return [event(spec.types.published, command.id, command.fields, command.authorId)];
        case 'Revise':
          if (!state.exists || state.deleted) throw spec.notFound();
          if (same(state.fields, command.fields)) return [];
          return [event(spec.types.revised, state.id, command.fields)];
        case 'Delete':
          if (!state.exists || state.deleted) throw spec.notFound();
          return [event(spec.types.deleted, state.id)];
      }
    },
  };
}

const notAfterToday = (date: string, now: Date) =>
  date > dayInMexico(now)
    ? new DomainError('validation', contentValidation.dateFuture, { date: contentValidation.dateFuture })
    : null;

export type IndicatorFields = Pick<EventData<'IndicatorPublished'>, 'name' | 'value' | 'date'>;
export const indicatorStream = (id: string) => `indicator-${id}`;

export const indicatorDecider = publicationDecider<IndicatorEvent, IndicatorFields>({
  events: indicatorEvents,
  types: { published: 'IndicatorPublished', revised: 'IndicatorRevised', deleted: 'IndicatorDeleted' },
  idKey: 'indicatorId',
  fieldsOf: (e) => {
    const d = e.data as IndicatorFields;
    return { name: d.name, value: d.value, date: d.date };
  },
  notFound: () => new DomainError('not_found', contentErrors.indicatorNotFound),
  check: (fields, now) => notAfterToday(fields.date, now),
});

export type ArticleFields = Omit<EventData<'NewsArticleRevised'>, 'articleId'>;
export const newsStream = (id: string) => `newsArticle-${id}`;

export const newsDecider = publicationDecider<NewsEvent, ArticleFields>({
  events: newsEvents,
  types: { published: 'NewsArticleWritten', revised: 'NewsArticleRevised', deleted: 'NewsArticleDeleted' },
  idKey: 'articleId',
  fieldsOf: (e) => {
    const d = e.data as ArticleFields;
    return {
      title: d.title,
      excerpt: d.excerpt,
      body: d.body,
      image: d.image && { sha256: d.image.sha256, contentType: d.image.contentType },
      status: d.status,
      publishDate: d.publishDate,
    };
  },
  notFound: () => new DomainError('not_found', contentErrors.articleNotFound),
});
