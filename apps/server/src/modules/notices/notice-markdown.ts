import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in the source is escaped by markdown-it (html: false); the allow-list below is the second wall,
// so a notice can never carry a script, a style, an event handler or a javascript: link to a reader.
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['ul', 'ol', 'li', 'strong', 'em', 's', 'del', 'a', 'img'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
];

/** Markdown → HTML safe to insert in a page: only the tags and attributes a notice needs. */
export const renderNoticeHtml = (markdown: string): string =>
  sanitizeHtml(md.render(markdown), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title'],
      th: ['align'],
      td: ['align'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Links leave the site in a new tab without handing it our window.
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    },
  });

/** Plain text of the first paragraph, for list rows (no Markdown marks left). */
export const summaryOf = (markdown: string, max: number): string => {
  const html = md.render(markdown);
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
  const text = sanitizeHtml(first, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};
