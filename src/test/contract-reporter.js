/**
 * Jest reporter: the contract checks' totals at the end of a run (src/test/contract.ts writes one
 * file of counts per test file into FLECHAZO_CONTRACT_STATS, a folder this reporter makes).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

class ContractReporter {
  constructor() {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flechazo-contract-'));
    process.env.FLECHAZO_CONTRACT_STATS = this.dir;
  }

  onRunComplete() {
    const total = {
      requests: { checked: 0, violations: 0 },
      answers: { checked: 0, violations: 0 },
      realtime: { checked: 0, violations: 0 },
      skipped: {},
    };
    for (const name of fs.readdirSync(this.dir)) {
      const c = JSON.parse(fs.readFileSync(path.join(this.dir, name), 'utf8'));
      for (const k of ['requests', 'answers', 'realtime']) {
        total[k].checked += c[k].checked;
        total[k].violations += c[k].violations;
      }
      for (const [reason, n] of Object.entries(c.skipped)) total.skipped[reason] = (total.skipped[reason] || 0) + n;
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
    const skipped = Object.values(total.skipped).reduce((a, b) => a + b, 0);
    const lines = [
      `contract: ${total.requests.checked} requests checked, ${total.requests.violations} request violations; ` +
        `${total.answers.checked} answers checked, ${total.answers.violations} answer violations; ` +
        `${total.realtime.checked} realtime events checked, ${total.realtime.violations} realtime violations; ` +
        `${skipped} skipped on purpose`,
      ...Object.entries(total.skipped)
        .sort((a, b) => b[1] - a[1])
        .map(([reason, n]) => `  skipped ${n}: ${reason}`),
    ];
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}

module.exports = ContractReporter;
