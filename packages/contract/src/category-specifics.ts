/**
 * SPEC §11's categories with their specifics (`CATEGORY_DECLARATIONS`): plain values with no
 * zod, in a module of their own so that a page which only needs the labels and the filterable
 * keys (category-declarations.ts, `@gavel/contract/categories`: the /auctions filters) never
 * carries them, even when another chunk of the app reads them (ADR 047).
 */
import {
  FILTERABLE_LABELS,
  FILTERABLE_SPECIFICS,
  MILEAGE_UNITS,
  SERVICE_HISTORIES,
  SPECIFIC_YEAR_MIN,
  type SpecificDeclaration,
} from './category-declarations.js';
import { BODY_TYPES, CATEGORY_NAMES, FUELS, TRANSMISSIONS } from './specifics-values.js';
import type { ListingCategory } from './enums.js';

const L = FILTERABLE_LABELS;

const isFilterable = (key: string) => (FILTERABLE_SPECIFICS as readonly string[]).includes(key);

const text = (key: string, label: string, required = false): SpecificDeclaration => ({
  key,
  label,
  type: 'text',
  required,
  filterable: isFilterable(key),
});
const integer = (
  key: string,
  label: string,
  range: { min: number; max: number | 'next_year'; unit?: string },
  required = false,
): SpecificDeclaration => ({
  key,
  label,
  type: 'integer',
  required,
  filterable: isFilterable(key),
  ...range,
});
const choice = (
  key: string,
  label: string,
  options: readonly string[],
  required = false,
): SpecificDeclaration => ({
  key,
  label,
  type: 'enum',
  required,
  filterable: isFilterable(key),
  options,
});

export type CategoryDeclarations = Record<
  ListingCategory,
  { name: string; specifics: readonly SpecificDeclaration[] }
>;

/** Built in a function so a bundle that does not read the declarations leaves them out. */
function declareCategories(): CategoryDeclarations {
  const YEAR = { min: SPECIFIC_YEAR_MIN, max: 'next_year' } as const;
  const vin = text('vin', 'VIN', true);
  const make = text('make', L.make, true);
  const model = text('model', L.model, true);
  const year = integer('year', L.year, YEAR, true);
  const mileage = integer('mileage', L.mileage, { min: 0, max: 2_000_000 }, true);
  const mileageUnit = choice('mileage_unit', 'Mileage unit', MILEAGE_UNITS, true);
  const engine = integer('engine_size_cc', 'Engine size', { min: 0, max: 20_000, unit: 'cc' });
  const colour = text('colour', 'Colour');
  const brand = text('brand', L.brand);
  const optionalModel = text('model', L.model);

  return {
    vehicles: {
      name: CATEGORY_NAMES.vehicles,
      specifics: [
        vin,
        make,
        model,
        year,
        mileage,
        mileageUnit,
        choice('fuel', L.fuel, FUELS, true),
        choice('transmission', L.transmission, TRANSMISSIONS, true),
        choice('body_type', L.body_type, BODY_TYPES),
        colour,
        engine,
        integer('previous_owners', 'Previous owners', { min: 0, max: 50 }),
        choice('service_history', 'Service history', SERVICE_HISTORIES),
        {
          key: 'first_registered',
          label: 'First registered',
          type: 'date',
          required: false,
          filterable: false,
        },
      ],
    },
    motorcycles: {
      name: CATEGORY_NAMES.motorcycles,
      specifics: [vin, make, model, year, mileage, mileageUnit, engine, colour],
    },
    machinery: {
      name: CATEGORY_NAMES.machinery,
      specifics: [
        make,
        model,
        year,
        integer('operating_hours', 'Operating hours', { min: 0, max: 500_000, unit: 'h' }, true),
        text('serial_number', 'Serial number'),
      ],
    },
    electronics: { name: CATEGORY_NAMES.electronics, specifics: [brand, optionalModel] },
    jewellery_watches: {
      name: CATEGORY_NAMES.jewellery_watches,
      specifics: [
        brand,
        optionalModel,
        text('reference_number', 'Reference number'),
        text('material', 'Material'),
        {
          key: 'box_and_papers',
          label: 'Box and papers',
          type: 'boolean',
          required: false,
          filterable: false,
        },
      ],
    },
    art_collectibles: {
      name: CATEGORY_NAMES.art_collectibles,
      specifics: [
        text('artist_or_maker', 'Artist or maker'),
        integer('year', L.year, YEAR),
        text('medium', 'Medium'),
        text('dimensions', 'Dimensions'),
      ],
    },
    home_garden: { name: CATEGORY_NAMES.home_garden, specifics: [brand] },
    other: { name: CATEGORY_NAMES.other, specifics: [] },
  };
}

/** The categories in the order forms list them, with their specifics (SPEC §11's table). */
export const CATEGORY_DECLARATIONS: CategoryDeclarations = /* @__PURE__ */ declareCategories();
