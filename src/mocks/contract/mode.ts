/**
 * The strict demo mode in force: DEMO_CONTRACT (strict | strict-bare | off) on the node server, and a
 * switch for jest (src/test/contract.ts: useContractMode()).
 */
import { parseContractMode, type ContractMode } from './prune';

let mode: ContractMode = parseContractMode(typeof process !== 'undefined' ? process.env.DEMO_CONTRACT : undefined);

export function contractMode(): ContractMode {
  return mode;
}

export function setContractMode(next: ContractMode): void {
  mode = next;
}
