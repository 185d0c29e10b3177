import { CASE_FILES, type CaseFile, caseFileSchema, readLogged } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import { MemoryView } from '../memory-view.js';
import { caseFilesProjector } from '../read-models/case-files/index.js';
import type { CaseEvents } from './streams.js';

/**
 * The case as it stood at `at`: its events and those of the people it names, up to that moment, run
 * through the live read model's own projector (caseFiles) into memory: one code path, so the past case has
 * exactly the shape and the rules of today's case page. Null when the case did not exist yet.
 */
export async function caseAsOf(source: CaseEvents, at: string): Promise<CaseFile | null> {
  const until = Date.parse(at);
  const occurred = (e: RecordedEvent) =>
    Date.parse((e.metadata as { occurredAt?: string }).occurredAt ?? e.createdAt);
  const events = [...source.events, ...source.people]
    .filter((e) => occurred(e) <= until)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const view = new MemoryView({ mode: 'shared' });
  const handles = new Set<string>(caseFilesProjector.handles);
  for (const recorded of events) {
    if (!handles.has(recorded.type)) continue;
    const readable = readLogged(recorded);
    if ('reason' in readable)
      throw new Error(`cannot read event ${recorded.id} (${recorded.type}): ${readable.reason}`);
    await caseFilesProjector.apply(readable.logged, view);
  }
  const parsed = caseFileSchema.safeParse(await view.get(CASE_FILES, source.caseId));
  return parsed.success ? parsed.data : null;
}
