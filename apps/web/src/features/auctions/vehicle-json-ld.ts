import type { ListingCategory, SpecificValue } from '@gavel/contract';
import { optionLabel } from '@gavel/contract/categories';

/** schema.org's vehicle types for the categories that are vehicles (ADR 047). */
const VEHICLE_TYPES: Partial<Record<ListingCategory, string>> = {
  vehicles: 'Car',
  motorcycles: 'Motorcycle',
};

/** UN/CEFACT codes schema.org takes in `unitCode`: kilometres, statute miles, cubic centimetres. */
const ODOMETER_UNITS: Record<string, string> = { km: 'KMT', mi: 'SMI' };

const text = (v: SpecificValue | undefined) => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: SpecificValue | undefined) => (typeof v === 'number' ? v : undefined);
const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));

/**
 * What a listing's specifics add to its JSON-LD `Product` (SPEC §11): for a vehicle, the
 * `@type` becomes `['Product', 'Car']` (Car is a Product in schema.org; both named so readers
 * of either find it) with its VIN as the public answer gives it, masked (never unmasked here),
 * odometer, model year, fuel, transmission, brand and model; for other categories a brand and
 * a model when the seller gave them.
 */
export function specificsJsonLd(
  category: ListingCategory | null,
  specifics: Readonly<Record<string, SpecificValue>>,
): Record<string, unknown> {
  const vehicleType = category ? VEHICLE_TYPES[category] : undefined;
  const brandName = text(specifics.make) ?? text(specifics.brand);
  const common = defined({
    brand: brandName ? { '@type': 'Brand', name: brandName } : undefined,
    model: text(specifics.model),
  });
  // A listing from before specifics existed stays the plain Product it was.
  if (!vehicleType || Object.keys(specifics).length === 0) return common;

  const mileage = int(specifics.mileage);
  const unit = text(specifics.mileage_unit);
  const year = int(specifics.year);
  const engine = int(specifics.engine_size_cc);
  const fuel = text(specifics.fuel);
  const transmission = text(specifics.transmission);
  const body = text(specifics.body_type);
  return {
    '@type': ['Product', vehicleType],
    ...common,
    ...defined({
      vehicleIdentificationNumber: text(specifics.vin),
      mileageFromOdometer:
        mileage !== undefined && unit && ODOMETER_UNITS[unit]
          ? { '@type': 'QuantitativeValue', value: mileage, unitCode: ODOMETER_UNITS[unit] }
          : undefined,
      vehicleModelDate: year === undefined ? undefined : String(year),
      fuelType: fuel ? optionLabel(fuel) : undefined,
      vehicleTransmission: transmission ? optionLabel(transmission) : undefined,
      bodyType: body ? optionLabel(body) : undefined,
      color: text(specifics.colour),
      vehicleEngine:
        engine === undefined
          ? undefined
          : {
              '@type': 'EngineSpecification',
              engineDisplacement: { '@type': 'QuantitativeValue', value: engine, unitCode: 'CMQ' },
            },
      numberOfPreviousOwners: int(specifics.previous_owners),
      dateVehicleFirstRegistered: text(specifics.first_registered),
    }),
  };
}
