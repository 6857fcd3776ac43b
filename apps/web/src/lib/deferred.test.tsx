import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from './deferred';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A module that arrives when `arrive()` is called, as a chunk from the network would. */
function slowModule() {
  let arrive: () => void = () => undefined;
  const module = new Promise<{ Hello: typeof Hello }>((resolve) => {
    arrive = () => {
      resolve({ Hello });
    };
  });
  return { load: () => module, arrive: () => arrive() };
}

describe('deferred', () => {
  it('renders whole on the server once preloaded, and nothing before', async () => {
    const chunk = slowModule();
    const Part = deferred(chunk.load, (m) => m.Hello);
    expect(renderToString(<Part name="before" />)).not.toContain('Hello');
    chunk.arrive();
    await Part.preload();
    expect(renderToString(<Part name="Ada" />)).toContain('Hello <!-- -->Ada');
  });

  it('keeps the server’s markup while its code loads, then hydrates it', async () => {
    const server = slowModule();
    const ServerPart = deferred(server.load, (m) => m.Hello);
    server.arrive();
    await ServerPart.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServerPart name="Ada" />);
    document.body.append(container);

    // The browser's copy has not loaded its code yet.
    const browser = slowModule();
    const BrowserPart = deferred(browser.load, (m) => m.Hello);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <BrowserPart name="Ada" />, {
        onRecoverableError: (error) => errors.push(error),
      });
      await Promise.resolve();
    });
    expect(container.textContent).toBe('Hello Ada');
    await act(async () => {
      browser.arrive();
      await BrowserPart.preload();
    });
    expect(container.textContent).toBe('Hello Ada');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('shows the part once loaded on a page the browser renders', async () => {
    const chunk = slowModule();
    const Part = deferred(chunk.load, (m) => m.Hello);
    render(<Part name="Grace" />);
    expect(screen.queryByText('Hello Grace')).toBeNull();
    await act(async () => {
      chunk.arrive();
      await Part.preload();
    });
    expect(screen.getByText('Hello Grace')).toBeTruthy();
  });
});
