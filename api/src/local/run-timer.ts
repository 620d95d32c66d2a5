/** `npm run timer -- daily-summary|weekly-summary`: run one scheduled function now, against the local data. */
import { createServices } from '../composition.ts';
import { readSettings } from '../config.ts';
import { timerTriggers } from '../functions/background.ts';
import { runTimerOnce } from './timers.ts';

async function main() {
  const name = process.argv[2];
  const trigger = timerTriggers.find((t) => t.name === name);
  if (!trigger) {
    console.error(`Usage: npm run timer -- <${timerTriggers.map((t) => t.name).join('|')}>`);
    process.exit(2);
  }
  const services = createServices(readSettings());
  await services.store.init();
  await runTimerOnce(trigger, services, (line) => console.log(line));
  await services.store.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
