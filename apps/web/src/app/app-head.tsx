import { HeadContent, useHydrated } from '@tanstack/react-router';
import { useLayoutEffect, useState } from 'react';

/** index.html's head holds the page's own tags between these comments (ADR 034). */
export const APP_HEAD_START = '<!--app-head-->';
export const APP_HEAD_END = '<!--/app-head-->';

const isMarker = (node: Node, marker: string) =>
  node.nodeType === Node.COMMENT_NODE && `<!--${node.nodeValue ?? ''}-->` === marker;

/** The tags index.html or the server wrote between the markers. */
function documentHeadTags(): Node[] {
  const tags: Node[] = [];
  if (typeof document === 'undefined') return tags;
  let inside = false;
  for (const node of Array.from(document.head.childNodes)) {
    if (isMarker(node, APP_HEAD_START)) inside = true;
    else if (isMarker(node, APP_HEAD_END)) inside = false;
    else if (inside) tags.push(node);
  }
  return tags;
}

/**
 * The route's head tags (title, description, canonical, Open Graph, JSON-LD). On a
 * server-rendered page they are already in <head>: the app's own take over once it has
 * hydrated (React puts its <title> and <meta> in <head>), and the document's go then, so
 * there is never a page without a title, nor two of them.
 */
export function AppHead() {
  const hydrated = useHydrated();
  // Taken before React adds its own tags, which may land among them.
  const [documentTags] = useState(documentHeadTags);
  useLayoutEffect(() => {
    if (!hydrated) return;
    for (const tag of documentTags) tag.parentNode?.removeChild(tag);
  }, [hydrated, documentTags]);
  return hydrated ? <HeadContent /> : null;
}
