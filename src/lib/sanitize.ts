// Service HTML (voucher descriptions) made inert: no script, no event handler, no remote resource.
import DOMPurify from 'dompurify';
import { safeMultilineText } from '../../electron/core/contract/display-text';

const allowedTags = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'span', 'h3', 'h4', 'small', 'a'];

let hooked = false;

/**
 * Sanitised HTML with text formatting only; links lose their target and cannot navigate the till.
 * Control and bidi characters (also as `&#x202E;` entities) are removed from the text.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    // Links stay readable but cannot leave the terminal.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.removeAttribute('href');
        node.removeAttribute('target');
      }
    });
    hooked = true;
  }
  // After DOMPurify: entities such as `&#x202E;` are decoded then, and serialised as characters.
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    FORBID_TAGS: [
      'img',
      'image',
      'svg',
      'math',
      'iframe',
      'frame',
      'object',
      'embed',
      'style',
      'link',
      'meta',
      'base',
      'form',
      'video',
      'audio',
      'source',
      'picture',
    ],
  });
  return safeMultilineText(clean);
}
