import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';
import { scenarioHandler } from '@/mocks/handlers/scenarios';
import { API_BASE } from '@/mocks/config';
import { apiContract, contractGate, contractMode } from '@/mocks/contract';
import { deferCheck, onDemoAnswer } from './contract';

/**
 * The demo API's handlers, served to jest through msw (the same ones `npm start` serves over HTTP),
 * behind the contract gate: every demo answer is checked against its operation, and the strict modes
 * prune it (src/test/contract.ts: useContractMode). Requests are checked in src/test/contract.ts
 * (msw's request:start), so that those answered by a test's own handler are checked too.
 */
export const server = setupServer(
  contractGate(handlers, {
    contract: apiContract(API_BASE),
    mode: contractMode,
    checkRequests: false,
    scenarioHandler,
    onAnswer: onDemoAnswer,
    defer: deferCheck,
  }),
);
