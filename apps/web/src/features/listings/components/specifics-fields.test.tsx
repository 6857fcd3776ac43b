import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpecificsFields } from './specifics-fields';

afterEach(cleanup);

const now = new Date('2026-11-28T12:00:00Z');

describe('SpecificsFields', () => {
  it('builds a vehicle’s fields from the contract: selects, number inputs, a date, marks', () => {
    render(
      <SpecificsFields
        category="vehicles"
        values={{ fuel: 'plug_in_hybrid', year: '2015' }}
        errors={{ 'specifics.year': 'Year must be between 1886 and 2027.' }}
        now={now}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Vehicles: specifics' })).toBeTruthy();
    const fuel = screen.getByRole('combobox', { name: 'Fuel' });
    expect((fuel as HTMLSelectElement).value).toBe('plug_in_hybrid');
    expect(screen.getByRole('option', { name: 'Plug-in hybrid' })).toBeTruthy();
    expect(fuel.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Body type' }).getAttribute('aria-required')).toBe(
      null,
    );
    const year = screen.getByRole('spinbutton', { name: 'Year' });
    expect(year.getAttribute('min')).toBe('1886');
    expect(year.getAttribute('max')).toBe('2027');
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(year.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Year must be between 1886 and 2027.')).toBeTruthy();
    // The unit is part of the name.
    expect(screen.getByRole('spinbutton', { name: 'Engine size (cc)' })).toBeTruthy();
    expect(screen.getByLabelText('First registered').getAttribute('type')).toBe('date');
  });

  it('a boolean is a checkbox and answers a boolean', () => {
    const onChange = vi.fn();
    render(
      <SpecificsFields
        category="jewellery_watches"
        values={{}}
        errors={{}}
        now={now}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Box and papers' }));
    expect(onChange).toHaveBeenCalledWith({ box_and_papers: true }, 'box_and_papers');
  });

  it('shows nothing for a category without specifics', () => {
    const { container } = render(
      <SpecificsFields category="other" values={{}} errors={{}} now={now} onChange={vi.fn()} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
