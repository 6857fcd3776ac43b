import type { ConditionReport, ListingPhoto } from '@gavel/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveApiUrl } from '../../lib/api-client';
import { ConditionReportView } from './condition-report';

const photo: ListingPhoto = {
  id: '11111111-1111-4111-8111-111111111111',
  url: '/api/photos/p1',
  thumbnail_url: '/api/photos/p1/thumbnail',
  display_url: '/api/photos/p1/display',
  position: 0,
};

const report: ConditionReport = {
  damages: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      panel: 'front_left_door',
      kind: 'dent',
      severity: 'minor',
      note: 'Size of a coin',
      photo_id: photo.id,
      thumbnail_url: photo.thumbnail_url,
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      panel: 'front_left_door',
      kind: 'scratch',
      severity: 'minor',
      note: null,
      photo_id: null,
      thumbnail_url: null,
    },
  ],
  tyres: { front_left_mm: 6.5, front_right_mm: 6, rear_left_mm: 1.5, rear_right_mm: 4 },
  warning_lights: true,
  runs_and_drives: true,
  keys: 2,
  notes: 'Serviced in May.',
  points: 9,
  grade: 3,
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('ConditionReportView', () => {
  const html = renderToString(<ConditionReportView report={report} photos={[photo]} />);
  const host = document.createElement('div');
  host.innerHTML = html;
  const text = host.textContent;

  it('shows the grade and how its points came', () => {
    expect(text).toContain('Grade 3');
    expect(text).toContain('9 points');
    const lines = host.querySelectorAll('ul[aria-label="How the points came"] > li');
    expect([...lines].map((li) => li.textContent)).toEqual([
      'Minor damage × 2: 2 points',
      'Tyre under 2.0 mm: 3 points',
      'Warning lights on: 4 points',
    ]);
    expect(text).toContain('1.5 mm (worn)');
    expect(text).toContain('Serviced in May.');
  });

  it('numbers the damages alike in the drawing and the list, each opening its photo', () => {
    const full = resolveApiUrl(photo.url);
    const links = [...host.querySelectorAll('a')].map((a) => [
      a.getAttribute('href'),
      a.getAttribute('aria-label'),
    ]);
    expect(links).toEqual([
      [full, 'Damage 1: Dent, front left door, minor (opens its photo)'],
      [full, 'Photo of damage 1'],
    ]);
    expect(host.querySelector('[aria-label="Damage 2: Scratch, front left door, minor"]')).not.toBe(
      null,
    );
    expect([...host.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      '1Dent · Front left doorMinorSize of a coin',
      '2Scratch · Front left doorMinor',
    ]);
  });
});
