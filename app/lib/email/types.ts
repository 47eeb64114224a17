export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** Base64 of the bytes. */
  base64: string;
}

export interface OutgoingEmail {
  /** "Name <address>" or a bare address. */
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: EmailAttachment[];
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** Delivers one message or throws; the outbox turns a throw into a retry. */
export interface EmailSender {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
}
