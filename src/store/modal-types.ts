/**
 * What every modal of the registry receives from the query-param modal host (SHELL-30). A modal with
 * a query flag of its own (the paywall's ?cantBuy=) reads it itself, as a screen reads its own.
 */
export interface ModalProps {
  /** The ?id= query param (a member, a plan or the paywall type). */
  id: string | null;
  onClose: () => void;
}
