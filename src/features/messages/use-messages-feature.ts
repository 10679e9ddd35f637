import { useFeature } from '@/store';
import { useMemberActions } from '@/features/lists';
import { messagesSaga } from './sagas';

/**
 * The opening of every messages screen: installs the messages saga and the member actions' (a chat
 * row or conversation blocks and reports), once per store; the chat texts and dispatch.
 */
export function useMessagesFeature() {
  const feature = useFeature('messages', messagesSaga, 'chat');
  useMemberActions();
  return feature;
}
