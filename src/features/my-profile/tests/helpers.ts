/** Test helpers for my profile: record what the app sends to the demo API. */
import { recordRequests, type SeenRequest } from '@/test/requests';

/** Records every request of each test (JSON bodies parsed). */
export function captureRequests(): SeenRequest[] {
  return recordRequests({ jsonOnly: true }).seen;
}
