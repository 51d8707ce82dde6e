/**
 * The eight service countries of storefront spec §1.
 *
 * Where the figures come from:
 * - code: ISO 3166-1 alpha-2; currency: ISO 4217 code of the local currency (Zimbabwe: ZWG,
 *   Zimbabwe Gold, in use since April 2024). Prices are still charged in USD.
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

export const seedCountries: SeedCountry[] = [
  { name: 'Botswana', code: 'BW', currency: 'BWP', standardShippingCostCents: 1500, expressShippingCostCents: 3000, standardDeliveryDays: 8, expressDeliveryDays: 4, dutyRate: 14 },
  { name: 'Eswatini', code: 'SZ', currency: 'SZL', standardShippingCostCents: 1400, expressShippingCostCents: 2800, standardDeliveryDays: 8, expressDeliveryDays: 4, dutyRate: 15 },
  { name: 'Lesotho', code: 'LS', currency: 'LSL', standardShippingCostCents: 1400, expressShippingCostCents: 2800, standardDeliveryDays: 8, expressDeliveryDays: 4, dutyRate: 15 },
  { name: 'Malawi', code: 'MW', currency: 'MWK', standardShippingCostCents: 2000, expressShippingCostCents: 3800, standardDeliveryDays: 10, expressDeliveryDays: 5, dutyRate: 16.5 },
  { name: 'Namibia', code: 'NA', currency: 'NAD', standardShippingCostCents: 1500, expressShippingCostCents: 3000, standardDeliveryDays: 8, expressDeliveryDays: 4, dutyRate: 15 },
  { name: 'South Africa', code: 'ZA', currency: 'ZAR', standardShippingCostCents: 1200, expressShippingCostCents: 2500, standardDeliveryDays: 7, expressDeliveryDays: 3, dutyRate: 15 },
  { name: 'Zambia', code: 'ZM', currency: 'ZMW', standardShippingCostCents: 1800, expressShippingCostCents: 3500, standardDeliveryDays: 9, expressDeliveryDays: 4, dutyRate: 16 },
  { name: 'Zimbabwe', code: 'ZW', currency: 'ZWG', standardShippingCostCents: 1800, expressShippingCostCents: 3500, standardDeliveryDays: 9, expressDeliveryDays: 4, dutyRate: 15.5 },
];

/** Duty rate used for a product's own 'estimated duty' figure: the most common rate above (15 %). */
export const PRODUCT_DUTY_ESTIMATE_RATE = 15;
