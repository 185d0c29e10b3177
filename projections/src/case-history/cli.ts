import {
  caseHistoryTexts,
  caseSnapshotFacts,
  historyActorRoleLabel,
  historyMomentText,
  historyValueOptions,
  historyValueText,
  USERS,
  type UserDoc,
} from '@portal/contracts';
import { loadConfig, openStores } from '@portal/platform';
import { caseAsOf } from './as-of.js';
import { caseHistory } from './history.js';
import { actorNames, readCaseEvents } from './streams.js';

/**
 * npm run replay -- --case <número de caso> [--at <momento ISO>]
 * Prints a case's history (each event, who, and each field before → after) and the case as it stood at `--at`
 * (default: now), rebuilt by the case page's projector: what /cumplimiento shows, for an operator without a
 * browser. Reads the configured stores (DATA_DIR, EVENTSTORE_URL, MONGODB_URL) and writes nothing.
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const caseNumber = option('--case');
const at = option('--at') ?? new Date().toISOString();
if (!caseNumber || Number.isNaN(Date.parse(at))) {
  console.error(
    'Uso: npm run replay -- --case <número de caso> [--at <fecha y hora ISO, p. ej. 2026-11-20T15:30:00Z>]',
  );
  process.exit(2);
}

const stores = await openStores(loadConfig());
try {
  const source = await readCaseEvents(stores.events, stores.documents, caseNumber);
  const names = await actorNames(
    source,
    async (id) => (await stores.documents.get<UserDoc>(USERS, id))?.fullName ?? null,
  );
  const history = caseHistory(source.events, names);
  console.log(`Historial del caso ${caseNumber} (${history.length} eventos)\n`);
  const caseCurrency = source.file.recovery?.currency ?? source.file.fraudCase?.currency;
  // The words of /cumplimiento: labels, Mexico City time, amounts in the event's (else the case's) currency.
  for (const entry of history) {
    const role = historyActorRoleLabel(entry.actor.role);
    const who = entry.actor.name ? `${entry.actor.name} (${role})` : role;
    console.log(
      `${historyMomentText(entry.occurredAt)}  #${Number(entry.position)}  ${entry.label} — ${who}`,
    );
    const options = historyValueOptions(entry, caseCurrency);
    const show = (value: unknown, field: string) =>
      historyValueText(value, caseHistoryTexts.none, field, options);
    for (const c of entry.changes)
      console.log(`    ${c.label}: ${show(c.before, c.field)} → ${show(c.after, c.field)}`);
  }
  const file = await caseAsOf(source, at);
  console.log(`\n${caseHistoryTexts.asOf(historyMomentText(at))}:`);
  if (!file) console.log(`  ${caseHistoryTexts.notYet}`);
  else {
    const lines = caseSnapshotFacts(file);
    for (const [label, value] of lines) console.log(`  ${label.padEnd(24)} ${value}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await stores.close();
}
