import type { FieldErrors, ListingFormValues } from './listing-form';

/**
 * The new-listing page becomes the listing's own page once the draft exists (a new route, so
 * a new editor). What the person typed but was not saved, and the errors on it, cross over
 * here instead of being lost. Read in a state initialiser (which StrictMode runs twice), so
 * reading does not consume it; the new editor drops it once mounted.
 */
interface Handoff {
  values: ListingFormValues;
  errors: FieldErrors;
}

const handoffs = new Map<string, Handoff>();

export function handOff(listingId: string, handoff: Handoff): void {
  handoffs.set(listingId, handoff);
}

export const peekHandoff = (listingId: string | undefined): Handoff | undefined =>
  listingId === undefined ? undefined : handoffs.get(listingId);

export function dropHandoff(listingId: string): void {
  handoffs.delete(listingId);
}
