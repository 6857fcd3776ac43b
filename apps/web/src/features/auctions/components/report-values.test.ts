import { describe, expect, it } from 'vitest';
import { reportBody, type ReportInput } from './report-values';

const report = (over: Partial<ReportInput> = {}, sale: number | null = 250_000) =>
  reportBody(
    {
      reason: 'undisclosed_damage',
      description: 'A dent on the rear door.',
      adjustment: '',
      photoUploadIds: [],
      ...over,
    },
    sale,
    'USD',
  );

describe('reportBody', () => {
  it('sends the reason and the description as typed, without what was left empty', () => {
    expect(report()).toEqual({
      body: { reason: 'undisclosed_damage', description: 'A dent on the rear door.' },
    });
  });

  it('reads the adjustment in major units and sends the photos', () => {
    expect(report({ adjustment: '1,250.5', photoUploadIds: ['a', 'b'] })).toEqual({
      body: {
        reason: 'undisclosed_damage',
        description: 'A dent on the rear door.',
        requested_adjustment_cents: 125_050,
        photo_upload_ids: ['a', 'b'],
      },
    });
  });

  it('refuses a missing reason, a short description and an adjustment above the price', () => {
    expect(report({ reason: '', description: '  dented  ', adjustment: '2600' })).toEqual({
      errors: {
        reason: 'Reason is required',
        description: 'Describe the problem in at least 10 characters',
        requested_adjustment_cents: 'Ask for at most the sale price, $2,500.00',
      },
    });
    expect(report({ adjustment: '0' })).toEqual({
      errors: {
        requested_adjustment_cents: 'Enter an amount, such as 500 or 500.50, or leave it empty',
      },
    });
    expect(report({ description: 'x'.repeat(2001) })).toEqual({
      errors: { description: 'Description must be at most 2000 characters' },
    });
  });
});
