/**
 * Helpers for the review API tests: multipart submissions, test photos drawn with sharp at test
 * time (no binaries in the repository), an admin account and moderation shortcuts.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { ReviewDto } from '@phonexport/contracts/reviews';
import { products } from '../../../src/db/schema.ts';
import { ORIGIN, api, multipart, register, registerAdmin as registerAccountAsAdmin, uniqueEmail, type TestServer } from '../../support/helpers.ts';

export interface FilePart {
  name: string;
  data: Buffer;
  type?: string;
}

export const reviewFields = (over: Record<string, string | string[]> = {}) => ({
  rating: '4',
  title: 'Fast delivery to Gaborone',
  comment: 'The phone arrived sealed, eight days after I ordered.',
  country: 'BW',
  ...over,
});

/** POST /api/reviews as multipart. */
export function submitReview(t: TestServer, cookie: string | null, fields: Record<string, string | string[]>, files: FilePart[] = []): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipart(
    fields,
    files.map((f) => ({ field: 'images', name: f.name, type: f.type ?? 'image/jpeg', data: f.data })),
  );
  const headers: Record<string, string> = { origin: ORIGIN, 'content-type': contentType };
  if (cookie) headers.cookie = cookie;
  return t.app.inject({ method: 'POST', url: '/api/reviews', headers, payload });
}

/** A JPEG photo with EXIF camera and GPS location tags, `width` x `height`. */
export function photoWithGps(width = 2400, height = 1800, color = { r: 200, g: 80, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model 9', Copyright: 'private-owner' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '24/1 39/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '25/1 54/1 0/1' },
    })
    .toBuffer();
}

/** A small PNG. */
export function smallPng(color = { r: 20, g: 120, b: 220 }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer();
}

/** A real PNG of random noise larger than 6 MB (noise does not compress). */
export function largePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1450;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** Registers a user and makes them an admin; returns the cookie and e-mail. */
export async function registerAdmin(t: TestServer): Promise<{ cookie: string; email: string }> {
  const email = uniqueEmail('admin');
  return { cookie: await registerAccountAsAdmin(t, email), email };
}

/** Two active product ids. */
export async function activeProducts(t: TestServer): Promise<{ id: string; name: string }[]> {
  return t.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.status, 'active')).limit(2);
}

/** Submits a photo-less review and returns it (throws unless 201). */
export async function createReview(t: TestServer, cookie: string, over: Record<string, string | string[]> = {}): Promise<ReviewDto> {
  const res = await submitReview(t, cookie, reviewFields(over));
  if (res.statusCode !== 201) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return res.json() as ReviewDto;
}

/** Sets a review's status through the admin API (throws unless 200). */
export async function moderate(t: TestServer, admin: string, kind: 'reviews' | 'review-replies', id: string, status: 'approved' | 'rejected'): Promise<void> {
  const res = await api(t.app, { method: 'PATCH', url: `/api/admin/${kind}/${id}`, body: { status }, cookie: admin });
  if (res.statusCode !== 200) throw new Error(`moderate ${kind}: ${res.statusCode} ${res.body}`);
}

/** Registers a customer with a fresh e-mail (and display name from the registration form). */
export const customer = (t: TestServer, prefix = 'customer') => register(t.app, uniqueEmail(prefix));
