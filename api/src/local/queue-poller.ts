/**
 * Runs queue-triggered functions locally with the Functions host's rules: messages are base64 JSON; a
 * failed delivery becomes visible again after the retry delay; a message that fails on its
 * maxDequeueCount-th delivery moves to the '<queue>-poison' queue. Polling backs off while idle.
 */
import { randomUUID } from 'node:crypto';
import azf from '@azure/functions';
import type { QueueServiceClient } from '@azure/storage-queue';
import { decodeMessage } from '../adapters/queue-azure.ts';
import type { QueueTriggerDef } from '../functions/background.ts';
import type { Services } from '../services.ts';

const { InvocationContext } = azf;

export interface PollerOptions {
  service: QueueServiceClient;
  triggers: QueueTriggerDef[];
  getServices: () => Promise<Services>;
  maxDequeueCount: number;
  retryDelayMs: number;
  minPollMs?: number;
  maxPollMs?: number;
  log?: (line: string) => void;
}

export function startQueuePoller(opts: PollerOptions) {
  const log = opts.log ?? (() => undefined);
  const minPoll = opts.minPollMs ?? 100;
  const maxPoll = opts.maxPollMs ?? 1_000;
  let stopped = false;
  const running = new Set<Promise<void>>();

  async function deliver(
    trigger: QueueTriggerDef,
    msg: {
      messageId: string;
      popReceipt: string;
      messageText: string;
      dequeueCount: number;
      insertedOn?: Date;
    },
  ) {
    const queue = opts.service.getQueueClient(trigger.queueName);
    let message: unknown;
    try {
      message = decodeMessage(msg.messageText);
    } catch {
      message = msg.messageText;
    }
    const context = new InvocationContext({
      invocationId: randomUUID(),
      functionName: trigger.name,
      triggerMetadata: {
        id: msg.messageId,
        dequeueCount: msg.dequeueCount,
        popReceipt: msg.popReceipt,
        insertionTime: msg.insertedOn?.toISOString(),
      },
      logHandler: (level, ...args) => {
        if (level === 'error' || level === 'warning') log(`[${trigger.name}] ${args.map(String).join(' ')}`);
      },
    });
    try {
      await trigger.handler(message, context, await opts.getServices());
      await queue.deleteMessage(msg.messageId, msg.popReceipt);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (msg.dequeueCount >= opts.maxDequeueCount) {
        log(
          `[${trigger.name}] message ${msg.messageId} failed ${msg.dequeueCount} times (${reason}); moved to poison`,
        );
        const poison = opts.service.getQueueClient(`${trigger.queueName}-poison`);
        await poison.createIfNotExists();
        await poison.sendMessage(msg.messageText);
        await queue.deleteMessage(msg.messageId, msg.popReceipt);
      } else {
        log(`[${trigger.name}] message ${msg.messageId} failed (attempt ${msg.dequeueCount}): ${reason}`);
        await queue.updateMessage(
          msg.messageId,
          msg.popReceipt,
          undefined,
          Math.ceil(opts.retryDelayMs / 1000),
        );
      }
    }
  }

  async function loop(trigger: QueueTriggerDef) {
    const queue = opts.service.getQueueClient(trigger.queueName);
    let delay = minPoll;
    while (!stopped) {
      try {
        const { receivedMessageItems } = await queue.receiveMessages({
          numberOfMessages: 8,
          visibilityTimeout: 300,
        });
        if (receivedMessageItems.length) {
          delay = minPoll;
          await Promise.all(receivedMessageItems.map((m) => deliver(trigger, m)));
          continue;
        }
      } catch (err) {
        if (!stopped)
          log(`[${trigger.name}] polling failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(maxPoll, delay * 2);
    }
  }

  for (const trigger of opts.triggers) {
    const p = loop(trigger);
    running.add(p);
  }

  return {
    async stop() {
      stopped = true;
      await Promise.allSettled([...running]);
    },
  };
}
