import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { openStores } from '../stores.js';
import { migratePersonalData } from './migrate.js';
import { PersonalDataEventStore } from './personal-data-event-store.js';

/**
 * npm run migrate-personal-data   (the portal stopped) seals the personal data an embedded event log written before
 * sealing existed holds in clear, and renames its reservation streams named by an e-mail or a username; see migrate.ts.
 * Run it with the portal's environment (DATA_DIR, PORTAL_SECRET, PERSONAL_DATA_KEY).
 */
const config = loadConfig();
if (config.eventStore.kind !== 'sqlite') {
  console.error(
    [
      'El registro de eventos está en EventStoreDB (EVENTSTORE_URL): sus eventos no se pueden reescribir, así que',
      'esta migración no se aplica. Los eventos nuevos ya guardan los datos personales cifrados; los escritos antes',
      'de esta versión siguen en claro, y borrar a una persona que tenga datos ahí se rechaza. Para cubrirlos,',
      'copie el registro a una base de EventStoreDB nueva a través del portal (cada evento añadido se cifra) y',
      'apunte EVENTSTORE_URL a ella, o conserve la base antigua bajo las mismas reglas de acceso y retención.',
      '',
      'The event log is in EventStoreDB (EVENTSTORE_URL): its events cannot be rewritten, so this migration does not',
      'apply. New events already keep personal data encrypted; those written before this version stay in clear, and',
      'erasing a person with data there is refused. To cover them, copy the log into a new EventStoreDB database',
      'through the portal (every event appended is sealed) and point EVENTSTORE_URL at it.',
    ].join('\n'),
  );
  process.exit(2);
}
const file = config.eventStore.file;
const backupFile = join(
  config.dataDir,
  `events.sqlite.antes-de-cifrar-${new Date().toISOString().replace(/[:.]/g, '-')}.bak`,
);
const stores = await openStores(config);
if (!(stores.events instanceof PersonalDataEventStore))
  throw new Error('openStores gave no sealing event store');
const sealer = stores.events;
try {
  console.log(`Registro de eventos: ${file}`);
  const result = await migratePersonalData({
    file,
    sealer,
    portalSecret: config.portalSecret,
    backupFile,
    onProgress: (done, total) => {
      if (done === total || done % 20_000 === 0) console.log(`  ${done}/${total} eventos revisados`);
    },
  });
  if (!result.backup) {
    console.log(`Nada que migrar: los ${result.events} eventos ya guardan cifrados sus datos personales.`);
  } else {
    console.log(`Copia del registro anterior: ${result.backup}`);
    console.log(
      `${result.sealed} de ${result.events} eventos con datos personales cifrados; ` +
        `${result.rekeyedStreams} flujos de reserva renombrados por su huella` +
        (result.retiredStreams > 0 ? ` (${result.retiredStreams} ya sin reserva vigente, apartados).` : '.'),
    );
    console.log(
      'La copia guarda los datos personales EN CLARO: compruebe el portal y bórrela (o guárdela cifrada, fuera del servidor).',
    );
  }
} catch (error) {
  console.error(`La migración se detuvo: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stores.close();
}
