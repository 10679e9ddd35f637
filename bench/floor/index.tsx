/**
 * The framework floor: the smallest React 19 app this build setup can ship (createRoot + one <h1>).
 * bench/run.mjs builds it (BENCH_FLOOR=1) and reports the app's initial JS as a ratio to it.
 */
import { createRoot } from 'react-dom/client';

function Hello() {
  return <h1>Hola, Flechazo</h1>;
}

const rootElement = document.getElementById('root');
if (rootElement) createRoot(rootElement).render(<Hello />);
