/** The push port: Azure Web PubSub's service client, locally pointed at the local endpoint. */
export interface PushService {
  /** A client access URL for the browser, granting only the given groups. */
  clientAccessUrl(userId: string, groups: string[]): Promise<string>;
  sendToUser(userId: string, message: unknown): Promise<void>;
  sendToGroup(group: string, message: unknown): Promise<void>;
  /** Every connection of the hub (server alerts). */
  sendToAll(message: unknown): Promise<void>;
}
