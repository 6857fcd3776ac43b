import { PANEL_LABELS, PANELS } from '@gavel/contract/condition';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarDiagram, PanelList } from './car-diagram';
import { markerPosition, PANEL_SHAPES } from './car-shapes';

afterEach(cleanup);

describe('CarDiagram', () => {
  it('draws every panel of the contract, each a named button when panels can be chosen', () => {
    const choose = vi.fn();
    render(<CarDiagram selected="bonnet" onSelectPanel={choose} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(
      PANELS.map((p) => PANEL_LABELS[p]),
    );
    expect(screen.getByRole('button', { name: 'Bonnet' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rear left wheel' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Engine' }), { key: 'Enter' });
    expect(choose.mock.calls).toEqual([['rear_left_wheel'], ['engine']]);
  });

  it('makes each marker a plain link to its photo, without JavaScript', () => {
    const html = renderToString(
      <CarDiagram
        markers={[
          { panel: 'roof', number: 1, severity: 'minor', label: 'Damage 1', href: '/p/1' },
          { panel: 'roof', number: 2, severity: 'major', label: 'Damage 2' },
        ]}
      />,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')])).toEqual([
      ['/p/1', 'Damage 1'],
    ]);
    expect(host.querySelector('[aria-label="Damage 2"]')?.textContent).toContain('2');
    // The panels are a picture here: only the markers speak.
    expect(host.querySelectorAll('[role="button"]')).toHaveLength(0);
  });

  it('lines up the markers of one panel without overlap', () => {
    for (const panel of PANELS) {
      const shape = PANEL_SHAPES[panel];
      const points = Array.from({ length: 7 }, (_, i) => markerPosition(shape, i, 7));
      const keys = new Set(points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`));
      expect(keys.size).toBe(7);
    }
    expect(markerPosition(PANEL_SHAPES.roof, 0, 1)).toEqual(PANEL_SHAPES.roof.anchor);
  });
});

describe('PanelList', () => {
  it('lists the panels as toggle buttons with their damage counts', () => {
    const choose = vi.fn();
    render(<PanelList selected="roof" onSelectPanel={choose} counts={{ boot: 2 }} />);
    expect(screen.getAllByRole('button')).toHaveLength(PANELS.length);
    expect(screen.getByRole('button', { name: 'Boot 2 damages' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roof' }));
    expect(choose).toHaveBeenCalledWith('roof');
  });
});
