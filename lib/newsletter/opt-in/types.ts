/** What the newsletter asks of its backend, local (local.ts) or remote (remote.ts). */
export interface SubscribeRequest {
  /** Normalised (normalizeEmail). */
  email: string;
  /** 'sign-up form' or 'screener opt-in': how the person asked. */
  source: ConsentSource;
  /** The site path they asked from, when known. */
  page?: string | null;
  /** The statement they saw when they asked. */
  consentText: string;
}

export type ConsentSource = 'sign-up form' | 'screener opt-in';

export interface SubscribeReply {
  message: string;
  alreadySubscribed: boolean;
}

export interface MessageReply {
  message: string;
}

/** A confirmation's reply; the local backend names the subscriber, for the topic choice. */
export interface ConfirmReply extends MessageReply {
  subscriberId?: number;
}

export interface SubscribeOptions {
  /** How long the remote backend may take, when part of the visitor's wait is already spent. */
  budgetMs?: number;
}

/** Each method resolves with the reply to send, or throws an AppError (status + message). */
export interface NewsletterBackend {
  subscribe(
    request: SubscribeRequest,
    now?: Date,
    options?: SubscribeOptions,
  ): Promise<SubscribeReply>;
  resend(email: string, now?: Date): Promise<MessageReply>;
  confirmCode(email: string, code: string, now?: Date): Promise<ConfirmReply>;
  confirmToken(token: string, now?: Date): Promise<ConfirmReply>;
  unsubscribe(token: string, now?: Date): Promise<MessageReply>;
}
