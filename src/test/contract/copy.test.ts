/** The contract in contract/ is a verbatim copy of ../shared/spec/ (the arbiter): a new version is noticed. */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SHARED = path.resolve(ROOT, '../shared/spec');
const FILES = ['api-contract.yaml', 'realtime-contract.yaml', 'CONTRACT-NOTES.md'];

describe('contract/ copy', () => {
  it.each(FILES)('[CONTRACT] %s matches ../shared/spec when that folder is beside the clone', (file) => {
    const ours = fs.readFileSync(path.join(ROOT, 'contract', file), 'utf8');
    const shared = path.join(SHARED, file);
    if (!fs.existsSync(shared)) return;
    expect(ours).toBe(fs.readFileSync(shared, 'utf8'));
  });
});
