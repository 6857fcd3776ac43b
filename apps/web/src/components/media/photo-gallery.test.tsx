import type { ListingPhoto } from '@gavel/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveApiUrl } from '../../lib/api-client';
import { PhotoGallery } from './photo-gallery';

// ADR 036: the public auction page's largest paint is its main photo. It must be the
// display-size variant (or the thumbnail on a small screen), fetched first, and the same in the
// server's HTML and the hydrated app.

afterEach(cleanup);

const photo = (id: string, position: number, display = `/api/photos/${id}/display`) =>
  ({
    id,
    position,
    url: `/api/photos/${id}`,
    thumbnail_url: `/api/photos/${id}/thumbnail`,
    display_url: display,
  }) satisfies ListingPhoto;

const SIZES = '(min-width: 64rem) 40rem, calc(100vw - 2rem)';
// Given out of order: the gallery shows them by position.
const photos = [photo('b', 1), photo('a', 0)];
const gallery = (list: ListingPhoto[] = photos) => (
  <PhotoGallery photos={list} title="Leica M3" sizes={SIZES} />
);

/** Where the app fetches `path` from (the API's origin in tests). */
const at = (path: string) => resolveApiUrl(path);

/** React writes the page's image preloads before a partial render; entry-server moves them. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

describe('PhotoGallery', () => {
  it('shows the display-size photo, the thumbnail on small screens, and links the full one', () => {
    const html = renderToString(gallery());
    const container = document.createElement('div');
    container.innerHTML = html.replace(LEADING_LINKS, '');
    const main = container.querySelector('img');
    expect(main?.getAttribute('alt')).toBe('Leica M3, photo 1 of 2');
    expect(main?.getAttribute('src')).toBe(at('/api/photos/a/display'));
    const srcset = `${at('/api/photos/a/thumbnail')} 480w, ${at('/api/photos/a/display')} 640w`;
    expect(main?.getAttribute('srcset')).toBe(srcset);
    expect(main?.getAttribute('sizes')).toBe(SIZES);
    expect(main?.getAttribute('fetchpriority')).toBe('high');
    expect(main?.getAttribute('loading')).toBe('eager');
    expect(main?.getAttribute('decoding')).toBe('async');
    expect(main?.closest('a')?.getAttribute('href')).toBe(at('/api/photos/a'));
    // The browser may fetch the photo from the head, choosing the same candidate as the <img>.
    const preload = LEADING_LINKS.exec(html)?.[0] ?? '';
    expect(preload).toContain('rel="preload"');
    expect(preload).toContain(`imageSrcSet="${srcset}"`);
    expect(preload).toContain(`imageSizes="${SIZES}"`);
    expect(preload).toContain('fetchPriority="high"');
  });

  it('hydrates the server’s HTML without a difference', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(gallery()).replace(LEADING_LINKS, '');
    document.body.appendChild(container);
    const before = container.innerHTML;
    await act(async () => {
      render(gallery(), { container, hydrate: true });
      await Promise.resolve();
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    errors.mockRestore();
  });

  it('asks for no priority for a photo chosen later', () => {
    render(gallery());
    act(() => {
      screen.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    });
    const main = screen.getByRole('img', { name: 'Leica M3, photo 2 of 2' });
    expect(main.getAttribute('src')).toBe(at('/api/photos/b/display'));
    expect(main.hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows a photo stored before the display variant at its full size (display_url is url)', () => {
    render(gallery([photo('old', 0, '/api/photos/old')]));
    const main = screen.getByRole('img', { name: 'Leica M3, photo 1 of 1' });
    expect(main.getAttribute('src')).toBe(at('/api/photos/old'));
    expect(main.getAttribute('srcset')).toBe(
      `${at('/api/photos/old/thumbnail')} 480w, ${at('/api/photos/old')} 640w`,
    );
  });
});
