/** The mail port: Azure Communication Services Email in Azure, .eml files in a mailbox folder locally. */
export interface MailMessage {
  to: { email: string; name?: string }[];
  cc?: { email: string; name?: string }[];
  subject: string;
  text: string;
  html?: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<{ id: string }>;
}

/** Local only: the mailbox that the local mail page lists. */
export interface Mailbox {
  list(): Promise<{ id: string; to: string; subject: string; date: string }[]>;
  read(id: string): Promise<string | undefined>;
}
