/**
 * The push connection (Azure Web PubSub in Azure, the local endpoint in local mode; same client protocol).
 * The SDK is imported when the connection starts, so it never weighs on the first page load.
 */
import type { WebPubSubClient } from '@azure/web-pubsub-client';

export type PushListener = (data: unknown) => void;

export class PushConnection {
  private client: WebPubSubClient | undefined;
  private connected = false;
  private generation = 0;
  private readonly listeners = new Set<PushListener>();
  private readonly getClientAccessUrl: () => Promise<string>;

  constructor(getClientAccessUrl: () => Promise<string>) {
    this.getClientAccessUrl = getClientAccessUrl;
  }

  get isConnected(): boolean {
    return this.connected;
  }

  /** Connects (once); failures are only logged, job tracking then falls back to polling. */
  async start(): Promise<void> {
    if (this.client) return;
    const generation = ++this.generation;
    const { WebPubSubClient, WebPubSubJsonProtocol } = await import('@azure/web-pubsub-client');
    if (generation !== this.generation) return;
    const client = new WebPubSubClient(
      { getClientAccessUrl: () => this.getClientAccessUrl() },
      { protocol: WebPubSubJsonProtocol(), autoReconnect: true },
    );
    client.on('connected', () => {
      this.connected = true;
    });
    client.on('disconnected', () => {
      this.connected = false;
    });
    client.on('stopped', () => {
      this.connected = false;
    });
    client.on('server-message', (e) => this.dispatch(e.message.data));
    client.on('group-message', (e) => this.dispatch(e.message.data));
    this.client = client;
    try {
      await client.start();
    } catch (error) {
      console.warn('Push connection failed; job progress falls back to polling', error);
      if (this.client === client) this.client = undefined;
    }
  }

  stop(): void {
    this.generation++;
    this.connected = false;
    const client = this.client;
    this.client = undefined;
    client?.stop();
  }

  /** Subscribes to every pushed message; returns the unsubscribe function. */
  onMessage(listener: PushListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected dispatch(data: unknown): void {
    for (const listener of this.listeners) {
      try {
        listener(data);
      } catch (error) {
        console.error('Push message handler failed', error);
      }
    }
  }
}
