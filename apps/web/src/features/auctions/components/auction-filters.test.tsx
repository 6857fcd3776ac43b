import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAuctionsSearch } from '../search';
import { AuctionFilters } from './auction-filters';

/*
 * The list's filters are server-rendered (SPEC §10) and the app hydrates them after the page's
 * first paint (ADR 034): what a person typed or chose in between must not be lost.
 */
describe('AuctionFilters, hydrated', () => {
  afterEach(cleanup);

  const search = readAuctionsSearch({});

  /** Renders the filters as the server does, lets `before` touch the HTML, then hydrates. */
  async function hydrateAfter(before: (form: HTMLElement) => void) {
    const onChange = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <AuctionFilters search={search} facets={undefined} onChange={onChange}>
        results
      </AuctionFilters>,
    );
    document.body.appendChild(container);
    before(container);
    await act(async () => {
      render(
        <AuctionFilters search={search} facets={undefined} onChange={onChange}>
          results
        </AuctionFilters>,
        { container, hydrate: true },
      );
      await Promise.resolve();
    });
    return onChange;
  }

  const control = (container: HTMLElement, name: string) => {
    const found = container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    if (!found) throw new Error(`no control named ${name}`);
    return found;
  };

  it('keeps text typed before hydration and applies it like any other', async () => {
    const onChange = await hydrateAfter((container) => {
      control(container, 'q').value = 'Leica M6';
    });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe(
      'Leica M6',
    );
    await waitFor(() => {
      expect(onChange).toHaveBeenCalledWith({ q: 'Leica M6' }, { replace: true });
    });
  });

  it('applies every choice made before hydration at once, together', async () => {
    const onChange = await hydrateAfter((container) => {
      control(container, 'status').value = 'ended';
      control(container, 'sort').value = 'price_desc';
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      status: 'ended',
      category: undefined,
      sort: 'price_desc',
    });
  });

  it('applies boxes ticked before hydration, as the list filter the URL holds', async () => {
    const onChange = await hydrateAfter((container) => {
      for (const value of ['electric', 'petrol']) {
        const box = container.querySelector<HTMLInputElement>(`[name="fuel"][value="${value}"]`);
        if (!box) throw new Error(`no box for ${value}`);
        box.checked = true;
      }
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ fuel: 'petrol,electric' });
  });

  it('does nothing when nothing was touched', async () => {
    const onChange = await hydrateAfter(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('');
  });
});
