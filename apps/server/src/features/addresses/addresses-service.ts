/**
 * The addresses subject's rules (storefront §4 Address book, §5 Address dialog;
 * decision 023): a saved address must be in a country the shop serves (400 on countryCode
 * otherwise); the first address becomes the default, making one the default clears the flag
 * elsewhere, deleting the default promotes the oldest remaining (addresses-repository.ts).
 * Another user's address answers 404 'Address not found'.
 * Checkout saves the address typed at checkout with insertAddress (through index.ts) inside its own transaction.
 */
import type { AddressDto } from '@phonexport/contracts/addresses';
import { ADDRESS_REQUIRED_MESSAGE } from '@phonexport/domain/addresses';
import { normalizePhone } from '@phonexport/domain/phone';
import type { z } from 'zod';
import type { addressBodySchema, addressPatchSchema } from '@phonexport/contracts/addresses';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/rule-errors.ts';
import { deleteAddress, findAddress, findServedCountry, insertAddress, toAddressDto, updateAddress } from './addresses-repository.ts';
import { withTransaction } from '../../db/client.ts';


type AddressBody = z.output<typeof addressBodySchema>;
type AddressPatch = z.output<typeof addressPatchSchema>;
const NOT_FOUND = 'Address not found';

/** A served country by its 2-letter code, else 400 on the countryCode field. */
async function servedCountry(db: Db, code: string) {
  const country = await findServedCountry(db, code);
  if (!country) throw invalid(ADDRESS_REQUIRED_MESSAGE, { countryCode: 'Please choose a country we ship to' });
  return country;
}

/**
 * `phone` in E.164 read in `countryCode` (domain phone.ts); blank stays blank (the book's phone is
 * optional), undefined stays undefined; 400 on `phone` when it is not a phone number there.
 */
function normalizedPhone(phone: string | undefined, countryCode: string): string | undefined {
  if (phone === undefined || phone === '') return phone;
  const result = normalizePhone(phone, countryCode);
  if (!result.ok) throw invalid(result.message, { phone: result.message });
  return result.e164;
}

/** Adds an address to the user's book (default when it is the first or `isDefault` is true). */
export async function addAddress(db: Db, userId: string, input: AddressBody): Promise<AddressDto> {
  const country = await servedCountry(db, input.countryCode);
  const phone = normalizedPhone(input.phone, country.code);
  const row = await withTransaction(db, (tx) => insertAddress(tx, userId, { ...input, phone, country: country.name, countryCode: country.code }, input.isDefault === true));
  return toAddressDto(row);
}

/** Replaces the user's address `id` (fields left out are cleared); 404 when it is not theirs. */
export async function replaceAddress(db: Db, userId: string, id: string, input: AddressBody): Promise<AddressDto> {
  const country = await servedCountry(db, input.countryCode);
  const { isDefault, ...fields } = input;
  const changes = { company: '', state: '', phone: '', ...fields, country: country.name, countryCode: country.code };
  changes.phone = normalizedPhone(changes.phone, country.code) ?? '';
  const row = await withTransaction(db, (tx) => updateAddress(tx, userId, id, changes, isDefault === true));
  if (!row) throw notFound(NOT_FOUND);
  return toAddressDto(row);
}

/** Changes some fields of the user's address `id`; `isDefault: true` makes it the default; 404 when it is not theirs. */
export async function patchAddress(db: Db, userId: string, id: string, patch: AddressPatch): Promise<AddressDto> {
  const { isDefault, countryCode, ...fields } = patch;
  const country = countryCode === undefined ? null : await servedCountry(db, countryCode);
  const changes = country ? { ...fields, country: country.name, countryCode: country.code } : fields;
  const row = await withTransaction(db, async (tx) => {
    // A phone is read in the address's country: the new one, else the one it has.
    if (changes.phone) {
      const code = country?.code ?? (await findAddress(tx, userId, id))?.countryCode;
      if (!code) return null;
      changes.phone = normalizedPhone(changes.phone, code);
    }
    return updateAddress(tx, userId, id, changes, isDefault === true);
  });
  if (!row) throw notFound(NOT_FOUND);
  return toAddressDto(row);
}

/** Deletes the user's address `id`; 404 when it is not theirs. */
export async function removeAddress(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await withTransaction(db, (tx) => deleteAddress(tx, userId, id));
  if (!deleted) throw notFound(NOT_FOUND);
}
