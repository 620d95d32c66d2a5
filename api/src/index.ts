/**
 * Azure Functions entry point (v4 Node programming model): registers every route of the route table (AZURE_ROUTES),
 * the job queue trigger and the summary timers. The local host (api/src/local) serves the same definitions and adds
 * its local-only routes (api/src/local/routes.ts), which this entry never imports, so they are not in the bundle.
 */
import azf from '@azure/functions';
import { getServices } from './composition.ts';
import { queueTriggers, timerTriggers } from './functions/background.ts';
import { AZURE_ROUTES } from './functions/index.ts';
import { toHandler } from './http/route.ts';

const { app } = azf;

app.setup({ enableHttpStream: false });

for (const route of AZURE_ROUTES) {
  app.http(route.name, {
    methods: route.methods,
    route: route.route,
    authLevel: 'anonymous',
    handler: toHandler(route, getServices),
  });
}

for (const trigger of queueTriggers) {
  app.storageQueue(trigger.name, {
    queueName: trigger.queueName,
    connection: 'AzureWebJobsStorage',
    handler: async (message, context) => trigger.handler(message, context, await getServices()),
  });
}

for (const trigger of timerTriggers) {
  app.timer(trigger.name, {
    schedule: `%${trigger.scheduleSetting}%`,
    handler: async (timer, context) => trigger.handler(timer, context, await getServices()),
  });
}
