import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../../platform/escape-html.js';

/** Links and images may point to the web (http/https), mail, or paths of this site. */
const SAFE_URL = /^(https?:|mailto:|\/|#|\.{0,2}\/)/i;

/**
 * Posts are Markdown, not HTML: raw HTML in a post is shown as text, and a link or image with
 * any other scheme (javascript:, data: ...) is neutralised, since the web app injects this HTML.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
  },
  walkTokens(token) {
    if (token.type !== 'link' && token.type !== 'image') return;
    // marked's Token union has a generic member whose fields are `any`, so the `type` test alone does not narrow.
    const link = token as Tokens.Link | Tokens.Image;
    if (!SAFE_URL.test(link.href.trim())) link.href = '#';
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
