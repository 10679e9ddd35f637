/**
 * Notice messages arrive as HTML (MSG-21). They are parsed with DOMParser (an inert document: no
 * scripts run, no images load), through the app's Trusted Types policy, and only text comes out;
 * nothing is ever injected as HTML.
 */
import { parseInertHTML } from '@/shared/lib/trusted-types';

export interface ParsedNotice {
  title: string;
  body: string;
}

export function parseNotice(html: string): ParsedNotice {
  if (typeof DOMParser === 'undefined')
    return {
      title: '',
      body: html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    };
  const doc = parseInertHTML(withoutHandlerAttributes(html));
  const heading = doc.body.querySelector('h1, h2, h3, h4, strong, b, title') ?? doc.head.querySelector('title');
  const title = heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  heading?.remove();
  doc.body.querySelectorAll('script, style').forEach((n) => n.remove());
  const body = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { title, body };
}

/**
 * Renames the event-handler attributes inside tags (`onerror=` → `data-off-error=`) before parsing.
 * Nothing would run either way (the parsed document is inert and the CSP refuses inline handlers), but
 * Chromium checks each inline handler it parses against the page's CSP and reports a violation; only
 * the text is kept, so the attribute's name does not matter.
 */
function withoutHandlerAttributes(html: string): string {
  return html.replace(/<[^>]*>?/g, (tag) => tag.replace(/([\s/"'])on([a-z]+\s*=)/gi, '$1data-off-$2'));
}
