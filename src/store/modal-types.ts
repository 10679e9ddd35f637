/** What every modal of the registry receives from the query-param modal host (SHELL-30). */
export interface ModalProps {
  /** The ?id= query param (a member, a plan or the paywall type). */
  id: string | null;
  onClose: () => void;
}

/** The paywall's parameters: ModalProps and its own ?cantBuy= flag (no other modal reads it). */
export interface PaywallModalProps extends ModalProps {
  cantBuy: boolean;
}
