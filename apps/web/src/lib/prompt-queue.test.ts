import { afterEach, describe, expect, it } from 'vitest';
import {
  block,
  emptyQueue,
  enqueue,
  finish,
  settle,
  type TPromptQueueState,
  usePromptQueue,
  withdraw,
} from './prompt-queue';

const flush = () => new Promise<void>((r) => queueMicrotask(r));

describe('the prompt queue', () => {
  it('shows one prompt at a time, in the fixed order whatever order they asked in', () => {
    let s: TPromptQueueState = emptyQueue;
    s = enqueue(s, 'installReminder');
    s = enqueue(s, 'bindAccount');
    s = enqueue(s, 'importantNotice');
    s = settle(s);
    expect(s.active).toBe('importantNotice');
    expect(s.pending).toEqual(['bindAccount', 'installReminder']);
    // A second settle does not stack another one on top.
    expect(settle(s).active).toBe('importantNotice');
    s = settle(finish(s, 'importantNotice'));
    expect(s.active).toBe('bindAccount');
    s = settle(finish(s, 'bindAccount'));
    expect(s.active).toBe('installReminder');
    s = settle(finish(s, 'installReminder'));
    expect(s).toEqual(emptyQueue);
  });

  it('asks once: a prompt already waiting or on screen is not queued again', () => {
    let s = settle(enqueue(emptyQueue, 'bindAccount'));
    s = enqueue(enqueue(s, 'bindAccount'), 'pluginWarning');
    s = enqueue(s, 'pluginWarning');
    expect(s.active).toBe('bindAccount');
    expect(s.pending).toEqual(['pluginWarning']);
  });

  it('drops a waiting prompt whose reason went away, but never the one on screen', () => {
    let s = settle(enqueue(enqueue(emptyQueue, 'setPassword'), 'bindAccount'));
    s = withdraw(s, 'bindAccount');
    expect(s.pending).toEqual([]);
    s = withdraw(s, 'setPassword');
    expect(s.active).toBe('setPassword');
  });

  it('opens nothing over a result page and takes the open prompt off it until the page is left', () => {
    let s = settle(enqueue(enqueue(emptyQueue, 'bindAccount'), 'pluginWarning'));
    s = settle(block(s, true));
    expect(s.active).toBeNull();
    expect(s.pending).toEqual(['bindAccount', 'pluginWarning']);
    s = settle(enqueue(s, 'importantNotice'));
    expect(s.active).toBeNull();
    s = settle(block(s, false));
    expect(s.active).toBe('importantNotice');
  });

  it('closing a prompt that is only waiting withdraws it', () => {
    const s = finish(settle(enqueue(enqueue(emptyQueue, 'setPassword'), 'pluginWarning')), 'pluginWarning');
    expect(s).toEqual({ ...emptyQueue, active: 'setPassword' });
  });
});

describe('the store', () => {
  afterEach(() => usePromptQueue.setState(emptyQueue));

  it('settles after everyone asking in the same render has asked', async () => {
    const q = usePromptQueue.getState();
    q.request('pluginWarning');
    q.request('bindAccount');
    q.request('importantNotice');
    expect(usePromptQueue.getState().active).toBeNull();
    await flush();
    expect(usePromptQueue.getState().active).toBe('importantNotice');
    usePromptQueue.getState().finish('importantNotice');
    await flush();
    expect(usePromptQueue.getState().active).toBe('bindAccount');
  });
});
