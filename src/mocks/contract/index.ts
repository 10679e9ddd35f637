/**
 * Contract checks of the demo API (issue 29): the API contract's router and validator, the
 * realtime contract's checker, the strict demo modes and the recorder of what they found. For the
 * demo API's node server, jest (src/test/contract.ts) and e2e; never imported by the app.
 * See docs/contract-checks.md.
 */
export { apiContract, describeViolation, readRequest } from './api';
export type { Route, Violation } from './api';
export { contractGate } from './gate';
export { contractMode, setContractMode } from './mode';
export { parseContractMode, pruneAnswer } from './prune';
export type { ContractMode } from './prune';
export { RealtimeContract } from './realtime';
export { ContractRecorder } from './recorder';
