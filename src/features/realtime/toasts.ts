/**
 * Toast merging (RT-18, RT-23 to RT-26), as a pure function of the current toast and a notification:
 * - one message: nickname + 'Te envió un mensaje'; more senders: 'Tenés' / '{n} nuevos mensajes';
 * - one visit: nickname + 'Visito tu perfil'; more: 'Tenés' / '{n} nuevas visitas';
 * - messages take priority over visits (a visit never replaces pending messages);
 * - a notification whose id is already pending is ignored.
 */
import type { Toast } from '@/features/shell';
import type { RealtimeNotice } from './actions';

export type ToastKind = 'message' | 'visit';

export interface Tracking {
  kind: ToastKind | null;
  ids: number[];
}

export type MergeResult = { change: 'ignore' } | { change: 'show'; toast: Toast; tracking: { kind: ToastKind; ids: number[] } };

function single(kind: ToastKind, n: RealtimeNotice): Toast {
  return {
    type: kind,
    id: n.userId,
    nickname: n.nickname,
    image: n.image,
    gender: n.gender,
    hasImage: Boolean(n.image),
    pending: 1,
    text: { key: kind === 'message' ? 'realtime:toast.message' : 'realtime:toast.visit' },
  };
}

function merged(kind: ToastKind, ids: number[], last: RealtimeNotice): Toast {
  return {
    // A merged message toast leads to the message list (RT-21 'list-type notice').
    type: kind === 'message' ? 'list' : 'visit',
    id: kind === 'message' ? last.userId : 0,
    nickname: last.nickname,
    image: last.image,
    gender: last.gender,
    hasImage: Boolean(last.image),
    pending: ids.length,
    title: { key: 'realtime:toast.mergedTitle' },
    text: { key: kind === 'message' ? 'realtime:toast.messages' : 'realtime:toast.visits', values: { count: ids.length } },
  };
}

export function mergeToast(current: Tracking, kind: ToastKind, n: RealtimeNotice): MergeResult {
  if (current.kind === null || current.ids.length === 0 || (kind === 'message' && current.kind === 'visit')) {
    return { change: 'show', toast: single(kind, n), tracking: { kind, ids: [n.userId] } };
  }
  if (kind === 'visit' && current.kind === 'message') return { change: 'ignore' };
  if (current.ids.includes(n.userId)) return { change: 'ignore' };
  const ids = [...current.ids, n.userId];
  return { change: 'show', toast: merged(kind, ids, n), tracking: { kind, ids } };
}
