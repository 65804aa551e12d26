export type TInboxMessage = { phone: string; text: string; code: string | null; sentAt: string };

export const INBOX_CAP = 5000;

/** In-memory inbox of every accepted SMS, newest first; the oldest fall off past the cap. */
export const createInbox = (cap = INBOX_CAP) => {
  let messages: TInboxMessage[] = [];

  return {
    add(message: TInboxMessage): void {
      messages.unshift(message);
      if (messages.length > cap) {
        messages.length = cap;
      }
    },
    list(phone?: string): TInboxMessage[] {
      return phone ? messages.filter((m) => m.phone === phone) : [...messages];
    },
    clear(): void {
      messages = [];
    },
  };
};

export type TInbox = ReturnType<typeof createInbox>;
