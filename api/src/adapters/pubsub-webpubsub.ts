/**
 * PushService on Azure Web PubSub's service SDK. Locally the connection string points at the local endpoint
 * (api/src/local/pubsub-server.ts); in Azure the endpoint is used with the managed identity.
 */
import { WebPubSubServiceClient, type JSONTypes } from '@azure/web-pubsub';
import { DefaultAzureCredential } from '@azure/identity';
import type { PushService } from '../ports/pubsub.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The Endpoint= part of a Web PubSub connection string. */
function connectionStringEndpoint(connectionString: string): string | undefined {
  for (const part of connectionString.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim().toLowerCase() === 'endpoint') return part.slice(at + 1).trim();
  }
  return undefined;
}

function isLoopback(endpoint: string | undefined): boolean {
  if (!endpoint) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(endpoint).hostname);
  } catch {
    return false;
  }
}

function asJson(message: unknown): JSONTypes {
  if (message === undefined) throw new TypeError('A push message must be a JSON value.');
  return message as JSONTypes;
}

export function createWebPubSubPush(opts: {
  connectionString?: string;
  endpoint?: string;
  hub: string;
}): PushService {
  let client: WebPubSubServiceClient;
  if (opts.connectionString) {
    const insecure = isLoopback(connectionStringEndpoint(opts.connectionString));
    client = new WebPubSubServiceClient(
      opts.connectionString,
      opts.hub,
      insecure ? { allowInsecureConnection: true } : undefined,
    );
  } else if (opts.endpoint) {
    client = new WebPubSubServiceClient(opts.endpoint, new DefaultAzureCredential(), opts.hub);
  } else {
    throw new Error('Web PubSub needs a connection string or an endpoint.');
  }

  return {
    async clientAccessUrl(userId, groups) {
      const token = await client.getClientAccessToken({
        userId,
        roles: groups.map((g) => `webpubsub.joinLeaveGroup.${g}`),
        groups,
      });
      return token.url;
    },
    async sendToUser(userId, message) {
      // A non-binary message without contentType 'text/plain' goes out as application/json.
      await client.sendToUser(userId, asJson(message));
    },
    async sendToGroup(group, message) {
      await client.group(group).sendToAll(asJson(message));
    },
    async sendToAll(message) {
      await client.sendToAll(asJson(message));
    },
  };
}
