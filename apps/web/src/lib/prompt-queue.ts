import { create } from 'zustand';

/**
 * The prompts that open by themselves (after a login, on a page load). Listed in the order they come when several
 * want the screen at once: the setup notice of a fresh login first, then what the account itself lacks, then
 * reminders.
 */
export const PromptOrder = [
  'importantNotice',
  'setPassword',
  'bindAccount',
  'pluginWarning',
  'expiryWarning',
  'installReminder',
] as const;
export type TPromptId = (typeof PromptOrder)[number];

export type TPromptQueueState = {
  /** The prompt on screen, if any. */
  active: TPromptId | null;
  /** Prompts waiting for the screen, in PromptOrder. */
  pending: TPromptId[];
  /** A result page (payment result, …) is shown: nothing opens over it. */
  isBlocked: boolean;
};

export const emptyQueue: TPromptQueueState = { active: null, pending: [], isBlocked: false };

const rank = (id: TPromptId) => PromptOrder.indexOf(id);

/** Adds a prompt to the waiting list (once, in order); the one on screen is not asked again. */
export const enqueue = (s: TPromptQueueState, id: TPromptId): TPromptQueueState =>
  s.active === id || s.pending.includes(id)
    ? s
    : { ...s, pending: [...s.pending, id].sort((a, b) => rank(a) - rank(b)) };

/** Drops a waiting prompt whose reason went away; the one on screen stays until it is closed. */
export const withdraw = (s: TPromptQueueState, id: TPromptId): TPromptQueueState =>
  s.pending.includes(id) ? { ...s, pending: s.pending.filter((p) => p !== id) } : s;

/** Puts the first waiting prompt on screen when the screen is free and not a result page. */
export const settle = (s: TPromptQueueState): TPromptQueueState => {
  if (s.active || s.isBlocked || s.pending.length === 0) {
    return s;
  }
  const [next, ...rest] = s.pending;
  return { ...s, active: next ?? null, pending: rest };
};

/** The prompt on screen was closed: the next one may come. */
export const finish = (s: TPromptQueueState, id: TPromptId): TPromptQueueState =>
  s.active === id ? { ...s, active: null } : withdraw(s, id);

/**
 * Entering a result page takes the prompt on screen off it (it comes back first once the page is left); leaving
 * lets the queue go on.
 */
export const block = (s: TPromptQueueState, isBlocked: boolean): TPromptQueueState => {
  if (!isBlocked || !s.active) {
    return { ...s, isBlocked };
  }
  return { active: null, pending: enqueue({ ...s, active: null }, s.active).pending, isBlocked };
};

type TPromptQueueStore = TPromptQueueState & {
  request: (id: TPromptId) => void;
  withdraw: (id: TPromptId) => void;
  finish: (id: TPromptId) => void;
  setBlocked: (isBlocked: boolean) => void;
};

/**
 * One small queue for the prompts that open by themselves, so they come one after another instead of stacking.
 * A request settles after the current task: every prompt asking in the same render (the user's profile arrived)
 * is in the list before the first is chosen, so the order above holds.
 */
export const usePromptQueue = create<TPromptQueueStore>((set, get) => {
  const settleSoon = () =>
    queueMicrotask(() => {
      const next = settle(get());
      if (next !== get()) {
        set(next);
      }
    });
  return {
    ...emptyQueue,
    request: (id) => {
      set((s) => enqueue(s, id));
      settleSoon();
    },
    withdraw: (id) => set((s) => withdraw(s, id)),
    finish: (id) => {
      set((s) => finish(s, id));
      settleSoon();
    },
    setBlocked: (isBlocked) => {
      set((s) => block(s, isBlocked));
      settleSoon();
    },
  };
});
