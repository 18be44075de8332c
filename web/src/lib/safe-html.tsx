import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Turn server-supplied HTML (banner messages) into React elements, keeping only a, b, strong,
 * i, em, br, p and span, no attributes but an http(s)/mailto `href` on links. Nothing is ever
 * assigned to innerHTML: the parsed tree is rebuilt element by element, so scripts, event
 * handlers, styles and `javascript:` links cannot get through. Unknown tags keep their text.
 */
const ALLOWED_TAGS = new Set(['a', 'b', 'strong', 'i', 'em', 'br', 'p', 'span']);
/** Tags whose content is code or UI, not text: dropped with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
  'head',
  'title',
]);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export function safeHref(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim()); // absolute addresses only
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function convertChildren(parent: Node, keyPrefix: string): ReactNode[] {
  return Array.from(parent.childNodes, (child, i) => convertNode(child, `${keyPrefix}.${i}`));
}

function convertNode(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = convertChildren(node, key);
  if (!ALLOWED_TAGS.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref((node as Element).getAttribute('href'));
    return href ? (
      <a key={key} href={href} rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Rename `on...=` attributes inside tags before parsing. They could never run (the parsed
 * document is inert, and the rebuild drops every attribute), but Chrome reports each one as a
 * Content-Security-Policy violation as soon as it is parsed.
 */
function defuseHandlers(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/([\s/])on([a-z]+\s*=)/gi, '$1data-dropped-on$2'));
}

export function renderSafeHtml(html: string): ReactNode {
  const doc = new DOMParser().parseFromString(defuseHandlers(html), 'text/html');
  return convertChildren(doc.body, 'h');
}
