/**
 * Entry point of the demo API: `npx tsx src/mocks/node/server.ts` (npm run demo-api, npm start).
 * Env: DEMO_API_PORT (default 8081), DEMO_TOKEN_MAX_AGE_MS (bearer token lifetime, default 30 min),
 * DEMO_CONTRACT (strict | strict-bare: answer only what contract/ names; docs/contract-checks.md).
 */
import { PUSHER_APP_KEY } from '../config';
import { contractMode } from '../contract';
import { startDemoServer } from './app';

const port = Number(process.env.DEMO_API_PORT ?? 8081);

startDemoServer({ port, log: (line) => console.warn(line) })
  .then((server) => {
    // scripts/lib/proc.mjs waits for this line (DEMO_API_READY).
    const mode = contractMode();
    console.log(
      `Demo API on http://localhost:${server.port} (Pusher double on ws://localhost:${server.port}/app/${PUSHER_APP_KEY})` +
        (mode === 'off' ? '' : ` [contract: ${mode}]`),
    );
    const stop = (): void => {
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error(`Demo API could not start on port ${port}: ${(error as Error).message}`);
    process.exit(1);
  });
