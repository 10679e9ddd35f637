/**
 * Whether a member is liked, and whether their card is leaving the lists after a dislike, are facts the
 * lists feature owns (slice.ts) and every other feature selects (`selectIsLiked`, `selectIsLeaving`).
 * A copy in another slice drifts from it (issue 43: the dashboard, the search results and the profile
 * view each kept one). This check reads every source file of src/features outside the lists.
 */
import { readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';

const FEATURES = join(__dirname, '../..');
const OWNER = join(FEATURES, 'lists');

/** What a copy of the lists' facts looks like in another feature's code. */
const COPIES: { what: string; re: RegExp }[] = [
  { what: 'a setLiked helper', re: /\bsetLiked\b/ },
  { what: 'a reducer copying a like or undo-like', re: /addCase\(\s*(memberLiked|memberUnliked)\b/ },
  { what: 'a liked flag in a type', re: /\bliked\??\s*:\s*boolean\b/ },
  { what: 'a write to a liked flag', re: /\.liked\s*=(?!=)/ },
  { what: 'a list of leaving members', re: /\bleaving\??\s*:\s*(readonly\s+)?number\[\]/ },
  { what: 'a reducer copying a dislike into a leaving list', re: /\bleaving\.push\(/ },
];

/** The copies a file's text holds, as 'what: line'. */
function copiesIn(text: string): string[] {
  return text.split('\n').flatMap((line) => COPIES.filter((c) => c.re.test(line)).map((c) => `${c.what}: ${line.trim()}`));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === OWNER || e.name === 'tests' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('one owner for liked and leaving', () => {
  it('[HOUSE] the check finds each kind of copy the dashboard and search slices used to keep', () => {
    const old = [
      'export interface MemberItem { id: number; liked: boolean; }',
      'const setLiked = (s: DashboardState, id: number, liked: boolean) => {',
      '  for (const i of s.results.items) if (i.type === "USER" && i.id === id) i.liked = liked;',
      'b.addCase(memberLiked, (s, a) => setLiked(s, a.payload.id, true));',
      'b.addCase(memberUnliked, (s, a) => { if (s.data?.id === a.payload.id) s.data.liked = false; });',
      '  /** Disliked members whose card is animating out. */',
      '  leaving: number[];',
      'if (shown && !s.leaving.includes(a.payload.id)) s.leaving.push(a.payload.id);',
    ].join('\n');
    expect(copiesIn(old).map((c) => c.split(':')[0])).toEqual([
      'a liked flag in a type',
      'a setLiked helper',
      'a liked flag in a type',
      'a write to a liked flag',
      'a setLiked helper',
      'a reducer copying a like or undo-like',
      'a reducer copying a like or undo-like',
      'a write to a liked flag',
      'a list of leaving members',
      'a reducer copying a dislike into a leaving list',
    ]);
    // What other features may write: the lists' payload, a prop, the like game's chosen member.
    expect(copiesIn('membersSeen([{ id, liked: bool(i.liked) }]); <MemberCard item={item} />; last: { liked: GameUser }')).toEqual([]);
  });

  it('[HOUSE] [LIST-10] [DASH-06] no feature but lists stores whether a member is liked or leaving', () => {
    const files = sources(FEATURES);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => copiesIn(readFileSync(f, 'utf8')).map((c) => `${relative(FEATURES, f)}: ${c}`));
    expect(found).toEqual([]);
    // The owner does hold them (the check is not looking at nothing).
    expect(copiesIn(readFileSync(join(OWNER, 'slice.ts'), 'utf8')).length).toBeGreaterThan(0);
  });
});
