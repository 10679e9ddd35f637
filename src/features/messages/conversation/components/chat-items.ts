import { useMemo } from 'react';
import { isSpecialUserId } from '@/shared/config/env';
import { useAppSelector } from '@/store';
import { selectOutbox, type ChatMessage, type OutboxEntry } from '../../state';

/** OPEN-02: the special notice/matching users, or a chat whose latest message is a notice or a match notice. */
export function isSpecialChat(userId: number, messages: ChatMessage[]): boolean {
  if (isSpecialUserId(userId)) return true;
  const last = messages.at(-1);
  return last ? last.tipoMensaje === -1 || last.tipoMensaje === 4 : false;
}

/** A row of the conversation: a stored message or an entry of the send queue. */
export type ChatItem = { kind: 'm'; m: ChatMessage } | { kind: 'o'; e: OutboxEntry };
const EMPTY: OutboxEntry[] = [];

/** The conversation's rows: its messages (only the latest in a special chat, MSG-21), then its queued entries. */
export function useChatItems(userId: number, messages: ChatMessage[], special: boolean): ChatItem[] {
  const outboxAll = useAppSelector(selectOutbox);
  const outbox = useMemo(() => {
    const mine = outboxAll.filter((e) => e.userId === userId);
    return mine.length ? mine : EMPTY;
  }, [outboxAll, userId]);
  const shown = special ? messages.slice(-1) : messages; // MSG-21
  return useMemo(
    () => [...shown.map((m) => ({ kind: 'm' as const, m })), ...outbox.map((e) => ({ kind: 'o' as const, e }))],
    [shown, outbox],
  );
}
