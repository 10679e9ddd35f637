/**
 * Contract checks of the demo API (issue 29): the API contract's router and validator, the
 * realtime contract's checker, the strict demo modes and the recorder of what they found. For the
 * demo API's node server, jest (src/test/contract.ts) and e2e; never imported by the app.
 * See docs/contract-checks.md.
 */
export { apiContract, describeViolation, readRequest, SKIPS, CHANNEL_AUTH_OPERATION } from './api';
export type { ApiContract, Route, Violation } from './api';
export { contractGate } from './gate';
export { contractMode, setContractMode } from './mode';
export { parseContractMode, pruneAnswer, pruneToSchema } from './prune';
export type { ContractMode } from './prune';
export { RealtimeContract } from './realtime';
export { ContractRecorder, addCounts, emptyCounts, formatCounts, formatSkips } from './recorder';
export type { ContractCounts } from './recorder';
export { KNOWN_APP_VIOLATIONS } from './known';
