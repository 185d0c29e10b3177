import {
  contentErrors,
  contentValidation,
  DomainError,
  type IndicatorEvent,
  type NewsEvent,
  type RouteBody,
  type RouteName,
} from '@portal/contracts';
import type { CommandDeps } from '../context.js';
import type { Decider } from '../decider.js';
import {
  type ArticleFields,
  type IndicatorFields,
  indicatorDecider,
  indicatorStream,
  newsDecider,
  newsStream,
  type PublicationCommand,
  type PublicationState,
} from './decider.js';

/** One kind of published content: its decider, its streams, its create route, its stale-revision message. */
export interface Publication<E extends IndicatorEvent | NewsEvent, F> {
  decider: Decider<PublicationCommand<F>, E, PublicationState<F>>;
  stream: (id: string) => string;
  createRoute: RouteName;
  idName: string;
  staleMessage: string;
  notFound: () => DomainError;
}

export const indicators: Publication<Parameters<typeof indicatorDecider.evolve>[1], IndicatorFields> = {
  decider: indicatorDecider,
  stream: indicatorStream,
  createRoute: 'adminCreateIndicator',
  idName: 'indicator',
  staleMessage: contentErrors.staleIndicator,
  notFound: () => new DomainError('not_found', contentErrors.indicatorNotFound),
};

export const news: Publication<Parameters<typeof newsDecider.evolve>[1], ArticleFields> = {
  decider: newsDecider,
  stream: newsStream,
  createRoute: 'adminCreateNews',
  idName: 'newsArticle',
  staleMessage: contentErrors.staleArticle,
  notFound: () => new DomainError('not_found', contentErrors.articleNotFound),
};

/** An article's facts from the form, once its image (if any) is known to be stored. */
export async function articleFields(
  deps: Pick<CommandDeps, 'blobExists'>,
  body: RouteBody<'adminCreateNews'>,
): Promise<ArticleFields> {
  if (body.image && !(await deps.blobExists?.(body.image.sha256)))
    throw new DomainError('validation', contentValidation.image, { image: contentValidation.image });
  return {
    title: body.title,
    excerpt: body.excerpt,
    body: body.body,
    image: body.image ?? null,
    status: body.status,
    publishDate: body.publishDate,
  };
}

export const indicatorFields = (body: RouteBody<'adminCreateIndicator'>): IndicatorFields => ({
  name: body.name,
  value: body.value,
  date: body.date,
});
