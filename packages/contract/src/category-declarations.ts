/**
 * SPEC §11's words for specifics and enum values, the filterable keys and the grades: plain
 * values with no zod, in a module of their own so that a bundle which only needs the enum arrays
 * (specifics-values.ts) does not carry them. The categories' declarations themselves are
 * category-specifics.ts (`@gavel/contract/category-specifics`), which pages that only need these
 * words never load (ADR 047).
 */
export const SPECIFIC_TYPES = ['text', 'integer', 'enum', 'boolean', 'date'] as const;
export type SpecificType = (typeof SPECIFIC_TYPES)[number];

/** A condition report's grades, best first (SPEC §11). */
export const GRADES = [1, 2, 3, 4, 5] as const;
export type Grade = (typeof GRADES)[number];

/** The first year a car was made: Benz's Patent-Motorwagen. */
export const SPECIFIC_YEAR_MIN = 1886;

export const MILEAGE_UNITS = ['km', 'mi'] as const;
export const SERVICE_HISTORIES = ['full', 'partial', 'none'] as const;

/** How a specific is declared; `max: 'next_year'` is resolved against the clock. */
export interface SpecificDeclaration {
  key: string;
  label: string;
  type: SpecificType;
  required: boolean;
  filterable: boolean;
  unit?: string;
  options?: readonly string[];
  min?: number;
  max?: number | 'next_year';
}

/** The keys the filters of `GET /api/auctions` read (SPEC §11 "Filterable"). */
export const FILTERABLE_SPECIFICS = [
  'make',
  'model',
  'year',
  'mileage',
  'fuel',
  'transmission',
  'body_type',
  'brand',
] as const;
/**
 * What the filterable specifics are called, wherever they are declared (the stock filters'
 * labels read this without the declarations).
 */
export const FILTERABLE_LABELS: Record<(typeof FILTERABLE_SPECIFICS)[number], string> = {
  make: 'Make',
  model: 'Model',
  year: 'Year',
  mileage: 'Mileage',
  fuel: 'Fuel',
  transmission: 'Transmission',
  body_type: 'Body type',
  brand: 'Brand',
};
/** Words for enum values, where the value itself is not the word a person reads. */
export const SPECIFIC_OPTION_LABELS: Record<string, string> = {
  km: 'km',
  mi: 'miles',
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  plug_in_hybrid: 'Plug-in hybrid',
  electric: 'Electric',
  lpg: 'LPG',
  other: 'Other',
  manual: 'Manual',
  automatic: 'Automatic',
  hatchback: 'Hatchback',
  saloon: 'Saloon',
  estate: 'Estate',
  suv: 'SUV',
  coupe: 'Coupé',
  convertible: 'Convertible',
  mpv: 'MPV',
  pickup: 'Pickup',
  van: 'Van',
  full: 'Full',
  partial: 'Partial',
  none: 'None',
};
export const optionLabel = (value: string): string => SPECIFIC_OPTION_LABELS[value] ?? value;
