import { findDelivered } from './outbox-reconcile';
import type { ChatMessage } from '../state/types';

const NOW = Date.parse('2026-11-27T15:00:30Z'); // 12:00 in Buenos Aires

const msg = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  hour: '12:00',
  date: '',
  texto: 'hola',
  tipoMensaje: 1,
  soyUserAbreChat: true,
  isMine: true,
  images: null,
  first: false,
  isLoading: false,
  ...over,
});

const tried = (over: { afterId?: number | null; at?: string } = {}) => ({
  type: 1 as const,
  text: 'hola',
  attempt: { at: over.at ?? new Date(NOW - 20_000).toISOString(), afterId: over.afterId === undefined ? 10 : over.afterId },
});

describe('reconciling a send tried before (issue 33)', () => {
  it('[MSG-34] finds the member’s own message of the same text, newer than the try and within its minutes', () => {
    expect(findDelivered(tried(), [msg(9), msg(11)], new Set(), NOW)?.id).toBe(11);
  });

  it('[MSG-34] never takes the other member’s message, another text, an older message or one already matched', () => {
    expect(findDelivered(tried(), [msg(11, { isMine: false })], new Set(), NOW)).toBeNull();
    expect(findDelivered(tried(), [msg(11, { texto: 'chau' })], new Set(), NOW)).toBeNull();
    expect(findDelivered(tried(), [msg(10)], new Set(), NOW)).toBeNull();
    expect(findDelivered(tried(), [msg(11)], new Set([11]), NOW)).toBeNull();
  });

  it('[MSG-34] a message stamped outside the try’s time window is not it (hour, or a full date when sent)', () => {
    expect(findDelivered(tried(), [msg(11, { hour: '11:40' })], new Set(), NOW)).toBeNull();
    expect(findDelivered(tried(), [msg(11, { date: '2026-11-27T14:30:00Z' })], new Set(), NOW)).toBeNull();
    expect(findDelivered(tried(), [msg(11, { date: '2026-11-27T15:00:10Z', hour: '' })], new Set(), NOW)?.id).toBe(11);
  });

  it('[MSG-35] a photo is matched by its kind', () => {
    const photo = { ...tried(), type: 2 as const, text: '' };
    expect(findDelivered(photo, [msg(11), msg(12, { tipoMensaje: 2, texto: '' })], new Set(), NOW)?.id).toBe(12);
  });
});
