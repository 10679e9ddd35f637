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
  const doc = parseInertHTML(html);
  const heading = doc.body.querySelector('h1, h2, h3, h4, strong, b, title') ?? doc.head.querySelector('title');
  const title = heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  heading?.remove();
  doc.body.querySelectorAll('script, style').forEach((n) => n.remove());
  const body = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { title, body };
}
