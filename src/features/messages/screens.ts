/** Message lists: built by the Messaging issue (#5). */
import { ComingSoonScreen } from '@/features/shell/screens';

export const MessageListScreen = (_props: { box: 'received' | 'sent' }) => ComingSoonScreen();
