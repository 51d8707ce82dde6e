import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineContract } from '@phonexport/contracts/contract';
import { installErrorHandling, unauthorized } from '../../src/http/errors.ts';
import { installContracts, route } from '../../src/http/contract-route.ts';
import type { SessionUser, Sessions } from '../../src/http/session.ts';

/** route(): what a caller sees when a request breaks a contract, before and after the handler. */
const item = defineContract({
  method: 'POST',
  path: '/api/things/:id',
  summary: 'test',
  tags: ['test'],
  auth: 'admin',
  permission: 'catalog.manage',
  params: z.object({ id: z.uuid() }),
  query: z.object({ dry: z.enum(['true', 'false']).default('false') }),
  body: z.object({ name: z.string().min(1, 'Name is required') }),
  responses: { 201: z.object({ id: z.string(), name: z.string() }) },
  notFoundMessage: 'Thing not found',
});
const ID = '7d6f6b8e-3f7a-4a57-9a4e-2d0f2f3c9b11';
const admin = { id: 'u1', role: 'owner' } as SessionUser;

describe('contract routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    const sessions: Sessions = {
      current: async (req) => (req.headers.authorization === 'admin' ? admin : null),
      require: async (req) => {
        if (req.headers.authorization !== 'admin') throw unauthorized();
        return admin;
      },
      requireStaff: async (req) => {
        if (req.headers.authorization !== 'admin') throw unauthorized();
        return admin;
      },
      resolvedSignedIn: (req) => req.headers.authorization === 'admin',
    };
    installContracts(app, { sessions, checkResponses: true });
    installErrorHandling(app);
    route(app, item, async ({ params, body, query }) => (body.name === 'drift' ? ({ id: params.id } as never) : { id: params.id, name: `${body.name}:${query.dry}` }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, authorization = 'admin') => app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization } });

  it('authorises before reading anything: a visitor gets 401', async () => {
    expect((await post(`/api/things/${ID}`, {}, 'none')).statusCode).toBe(401);
  });

  it('answers 404 with the contract message for a malformed id', async () => {
    const res = await post('/api/things/not-a-uuid', { name: 'a' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Thing not found');
  });

  it('answers 400 with field messages for a bad body or query', async () => {
    const res = await post(`/api/things/${ID}`, { name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Name is required' });
    expect((await post(`/api/things/${ID}?dry=maybe`, { name: 'a' })).json().fields).toHaveProperty('dry');
  });

  it('hands the handler parsed values and answers the declared success status', async () => {
    const res = await post(`/api/things/${ID}?dry=true`, { name: 'a' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: ID, name: 'a:true' });
  });

  it('refuses (500) an answer the contract does not allow, so tests catch drift', async () => {
    const res = await post(`/api/things/${ID}`, { name: 'drift' });
    expect(res.statusCode).toBe(500);
  });
});

describe('admin contracts need a permission (decision 059)', () => {
  it('refuses to register an admin contract that names none', () => {
    const app = Fastify();
    installContracts(app, { sessions: {} as Sessions, checkResponses: true });
    const unguarded = defineContract({ method: 'GET', path: '/api/admin/unguarded', summary: 'test', tags: ['test'], auth: 'admin', responses: { 200: z.object({}) } });
    expect(() => route(app, unguarded, async () => ({}))).toThrow(/admin contract without a permission/);
  });
});
