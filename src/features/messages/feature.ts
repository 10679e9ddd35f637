import { defineFeature } from '@/store';
import { listsFeature } from '@/features/lists';
import { messagesSaga } from './sagas';

/** The message list and conversation; a chat row or conversation blocks and reports (the member actions). */
export const messagesFeature = defineFeature({
  name: 'messages',
  saga: messagesSaga,
  ns: 'messages',
  requires: [listsFeature],
});
