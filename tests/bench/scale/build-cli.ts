import { scaleFolder } from './build.js';

/**
 * `npx tsx tests/bench/scale/build-cli.ts 100000`: makes (or finds cached) the scale bench's folder of that many
 * clients ahead of `npm run bench -- scale`, printing each step's time.
 */
const clients = Number(process.argv[2]);
if (!Number.isInteger(clients) || clients < 1) throw new Error('usage: build-cli.ts <clients>');
const folder = await scaleFolder(clients, (line) => console.log(line));
console.log(
  `${folder.dir}: ${folder.built ? 'built' : 'cached'}, ${folder.events.toLocaleString('en-US')} events, build ${folder.buildSeconds.toFixed(0)} s`,
);
