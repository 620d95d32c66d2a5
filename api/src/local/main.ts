/** `npm start`: the whole portal on local real components, at one URL. */
import { ROLE_NAMES } from '@portal/domain';
import { startLocalStack } from './stack.ts';
import { stopOnSignals } from './stop-signals.ts';
import { usersOf } from '../identity/user-store.ts';

const env = process.env;
const port = Number(env.PORT) || 4280;

async function main() {
  const stack = await startLocalStack({
    port,
    ...(env.HOST ? { host: env.HOST } : {}),
    ...(env.PUBSUB_PORT ? { pubsubPort: Number(env.PUBSUB_PORT) } : { pubsubPort: 4290 }),
    ...(env.AZURITE_BLOB_PORT ? { blobPort: Number(env.AZURITE_BLOB_PORT) } : {}),
    ...(env.AZURITE_QUEUE_PORT ? { queuePort: Number(env.AZURITE_QUEUE_PORT) } : {}),
    log: (line) => console.log(line),
  });
  const { settings, services } = stack;
  const users = await usersOf(services).query({
    orderBy: [{ path: 'roleId', direction: 'asc' }],
    pageSize: 50,
  });
  const lines = [
    '',
    `  Solution Portal ${settings.authMode === 'local' ? '(local sign-in)' : '(Entra sign-in)'} is running at ${stack.url}`,
    `  Data: ${settings.cosmos ? `Cosmos DB ${settings.cosmos.endpoint}` : settings.sqlitePath}`,
    `  Mailbox: ${settings.mail.dir}   Demo mode allowed: ${settings.demoModeAllowed ? 'yes' : 'no (DEMO_MODE=true to allow)'}`,
  ];
  if (settings.authMode === 'local' && users.items.length) {
    lines.push('', '  Sign in at the portal as any of these seeded users:');
    for (const { item } of users.items) lines.push(`    ${ROLE_NAMES[item.roleId].padEnd(30)} ${item.email}`);
  }
  lines.push('', '  Press Ctrl+C to stop.', '');
  console.log(lines.join('\n'));

  stopOnSignals('the portal', () => stack.stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
