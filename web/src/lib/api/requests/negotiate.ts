import { z } from 'zod';
import { apiFetch } from '../client.ts';

const negotiateSchema = z.object({ url: z.string().min(1) });

/** GET /pubsub/negotiate: a Web PubSub client access URL for the signed-in user. */
export async function fetchClientAccessUrl(): Promise<string> {
  return (await apiFetch('/pubsub/negotiate', { schema: negotiateSchema })).url;
}
