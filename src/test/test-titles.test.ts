/**
 * Honest tags: every test title (jest's and Playwright's) starts with requirement IDs that exist in
 * REQUIREMENTS.md, or with tags of the list in README.md ("Tags in test titles"), read from there so the
 * two cannot drift.
 */
import fs from 'node:fs';
import path from 'node:path';
import { leadingTags, testFiles, titleProblems, titlesIn } from './test-titles';

const ROOT = path.resolve(__dirname, '../..');
const REQUIREMENTS = path.resolve(ROOT, '../shared/spec/REQUIREMENTS.md');

/** The tags README.md lists: `- \`[TAG]\` meaning` lines under its "Tags in test titles" heading. */
function readmeTags(): Map<string, string> {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = /^### Tags in test titles\n([\s\S]*?)(?=^#)/m.exec(readme)?.[1] ?? '';
  return new Map([...section.matchAll(/^- `\[([A-Z0-9-]+)\]` (.+)$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

/** The requirement IDs (`SHELL-01`, `OPEN-05`...) REQUIREMENTS.md defines, each at the start of its line. */
function requirementIds(): Set<string> {
  const text = fs.readFileSync(REQUIREMENTS, 'utf8');
  return new Set([...text.matchAll(/^\s*- (?:\[[ x]\] )?([A-Z][A-Z0-9]*-\d+):/gm)].map((m) => m[1] ?? ''));
}

const tags = readmeTags();
const tagNames = new Set(tags.keys());

describe('test titles', () => {
  it('[HOUSE] the README lists a short set of tags, each with its meaning', () => {
    expect(tags.size).toBeGreaterThanOrEqual(3);
    expect(tags.size).toBeLessThanOrEqual(8);
    for (const [tag, meaning] of tags) expect(`${tag}: ${meaning.trim().length > 10 ? 'explained' : meaning}`).toBe(`${tag}: explained`);
  });

  it('[HOUSE] the check refuses a title with no ID or tag, an unknown ID, an unlisted tag, and a table row without one', () => {
    const ids = new Set(['MSG-12', 'OPEN-05']);
    const ok = new Set(['PERF']);
    expect(titleProblems({ title: '[MSG-12] [PERF] reloads' }, ids, ok)).toEqual([]);
    expect(titleProblems({ title: '[MSG-12, OPEN-05][PERF] reloads' }, ids, ok)).toEqual([]);
    expect(titleProblems({ title: 'reloads [MSG-12]' }, ids, ok)).toEqual(['starts with no requirement ID nor tag']);
    expect(titleProblems({ title: '[MSG-99] reloads' }, ids, ok)).toEqual(['[MSG-99] is no ID of REQUIREMENTS.md']);
    expect(titleProblems({ title: '[hardening] reloads' }, ids, ok)).toEqual(["[hardening] is no tag of the README's list"]);
    expect(titleProblems({ title: '%s reloads', leads: ['[MSG-12]', 'x', null] }, ids, ok)).toEqual([
      'row 2: starts with no requirement ID nor tag',
      "row 3: its title's placeholder is no literal (write the ID in the title)",
    ]);
    expect(leadingTags('[A-1] [B-2][C] x [D-4]')).toEqual(['A-1', 'B-2', 'C']);
  });

  it('[HOUSE] the parser reads `.each` tables and the Playwright loop around a test for a placeholder title', () => {
    const src = `
      const rows = [['[MSG-12]', 1], ['[MSG-13]', 2]] as const;
      it.each([...rows.map((r) => r), ['[PERF]', 3]])('%s does %s', () => {});
      it.each([{ id: '[OPEN-05]' }])('$id names', () => {});
      for (const [ids] of rows) test(\`\${ids} in a browser\`, async () => {});
      describe('a group', () => { it('[MSG-12] nested', () => {}); });
    `;
    expect(titlesIn('x.test.ts', src).map((t) => [t.title, t.leads])).toEqual([
      ['%s does %s', ['[MSG-12]', '[MSG-13]', '[PERF]']],
      ['$id names', ['[OPEN-05]']],
      ['${ids} in a browser', ['[MSG-12]', '[MSG-13]']],
      ['[MSG-12] nested', undefined],
    ]);
  });

  // The spec folder sits beside the clone (../shared/spec); without it only the tags are checked.
  const haveSpec = fs.existsSync(REQUIREMENTS);
  (haveSpec ? it : it.skip)('[HOUSE] every test title starts with an ID of REQUIREMENTS.md or a tag of the README', () => {
    const ids = requirementIds();
    expect(ids.size).toBeGreaterThan(400);
    const titles = testFiles(ROOT).flatMap((f) => titlesIn(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(titles.length).toBeGreaterThan(1000);
    const problems = titles.flatMap((t) => titleProblems(t, ids, tagNames).map((p) => `${t.file}:${t.line} ${p}: ${t.title.slice(0, 80)}`));
    expect(problems).toEqual([]);
  });
});
