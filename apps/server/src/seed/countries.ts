/**
 * The eight service countries of storefront spec §1.
 *
 * Where the figures come from:
 * - code, name and currency: packages/domain's service-countries.ts. Prices are still charged in USD.
 * - dutyRate: the standard VAT rate charged on imports, as published by each revenue authority
 *   (SARS 15 %, BURS 14 %, NamRA 15 %, RSL 15 %, ERS 15 %, ZRA 16 %, ZIMRA 15.5 % from 2026,
 *   MRA 16.5 %). Phones, tablets and laptops carry 0 % customs duty under the SACU common external
 *   tariff and the COMESA/SADC schedules, so VAT is the estimate a customer pays on arrival.
 *   It is an estimate: the carrier's clearance fee and any excise are not included.
 * - shipping costs: the shop's own tariff for a parcel of up to 1 kg from Guangzhou, set from the
 *   express courier's published zone rates and rounded to whole dollars; express is the courier's
 *   time-definite service.
 * - delivery days: the lower bound of the courier's published transit times; the storefront shows
 *   standard N to N+2 and express N to N+1 days (§9).
 */
import { SERVICE_COUNTRIES, type ServiceCountryCode } from '@phonexport/domain/service-countries';

export interface SeedCountry {
  name: string;
  code: string;
  currency: string;
  standardShippingCostCents: number;
  expressShippingCostCents: number;
  standardDeliveryDays: number;
  expressDeliveryDays: number;
  dutyRate: number;
}

/** The shop's tariff of each service country (code, name and currency: SERVICE_COUNTRIES). */
const TARIFFS: Record<ServiceCountryCode, Omit<SeedCountry, 'name' | 'code' | 'currency'>> = {
  BW: { standardShippingCostCents: 1500, expressShippingCostCents: 3000, standardDeliveryDays: 8, expressDeliveryDays: 4, dutyRate: 14 },
  SZ: { standardShippingCostCents: 1400, expressShippingCostCents: 2800, standardDeliveryDays: 8, expressDeliveryDays: 4, dutyRate: 15 },
  LS: { standardShippingCostCents: 1400, expressShippingCostCents: 2800, standardDeliveryDays: 8, expressDeliveryDays: 4, dutyRate: 15 },
  MW: { standardShippingCostCents: 2000, expressShippingCostCents: 3800, standardDeliveryDays: 10, expressDeliveryDays: 5, dutyRate: 16.5 },
  NA: { standardShippingCostCents: 1500, expressShippingCostCents: 3000, standardDeliveryDays: 8, expressDeliveryDays: 4, dutyRate: 15 },
  ZA: { standardShippingCostCents: 1200, expressShippingCostCents: 2500, standardDeliveryDays: 7, expressDeliveryDays: 3, dutyRate: 15 },
  ZM: { standardShippingCostCents: 1800, expressShippingCostCents: 3500, standardDeliveryDays: 9, expressDeliveryDays: 4, dutyRate: 16 },
  ZW: { standardShippingCostCents: 1800, expressShippingCostCents: 3500, standardDeliveryDays: 9, expressDeliveryDays: 4, dutyRate: 15.5 },
};

export const seedCountries: SeedCountry[] = SERVICE_COUNTRIES.map(({ code, name, currency }) => ({ name, code, currency, ...TARIFFS[code] }));

/** Duty rate used for a product's own 'estimated duty' figure: the most common rate above (15 %). */
export const PRODUCT_DUTY_ESTIMATE_RATE = 15;
