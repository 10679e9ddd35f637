/** What every modal of the registry receives from the query-param modal host (SHELL-30). */
export interface ModalProps {
  /** The ?id= query param (a member, a plan or the paywall type). */
  id: string | null;
  /** The ?cantBuy= flag of the paywall. */
  cantBuy: boolean;
  onClose: () => void;
}
