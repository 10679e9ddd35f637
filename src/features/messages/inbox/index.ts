/**
 * The message lists 'Recibidos' / 'Enviados' (MSG-01..13): their pages, selection, mark as read and
 * delete (list-sagas.ts), and the row and the selection bar the list screen is made of.
 */
export { watchLists } from './list-sagas';
export { ChatRowItem } from './components/ChatRowItem';
export { SelectionToolbar } from './components/SelectionToolbar';
