import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { defineContract, errorBody, file, multipart, textBody } from '../src/contract.ts';
import { allContracts } from '../src/index.ts';
import { buildOpenApiDocument, openApiPath, type ContractEntry } from '../src/openapi.ts';

/**
 * The OpenAPI document (decision 038) is linted with Redocly's rules: its recommended set, with
 * the rules a client generator trips on as errors (operationIds, $refs, path parameters, the
 * document's structure and its schemas).
 */
async function lint(doc: unknown): Promise<string[]> {
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      'operation-operationId': 'error',
      'operation-operationId-unique': 'error',
      'operation-operationId-url-safe': 'off', // `catalog.listProducts`: dots are our subject separator
      'no-unresolved-refs': 'error',
      'path-parameters-defined': 'error',
      'path-declaration-must-exist': 'error',
      struct: 'error',
      'no-invalid-schema-examples': 'error',
      'no-invalid-media-type-examples': 'error',
      'security-defined': 'error',
      'operation-4xx-response': 'error',
      'info-license': 'off', // the repository carries its licence
      'info-license-url': 'off',
    },
  });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
  return problems
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`);
}

const id = z.object({ id: z.string().uuid() });
const item = z.object({ id: z.string(), priceCents: z.number().int() }).meta({ id: 'TestItem' });

/** One contract of every shape the API has: params, query, JSON and raw bodies, files, each auth. */
const everyShape: ContractEntry[] = [
  { subject: 'things', name: 'list', contract: defineContract({ method: 'GET', path: '/api/things', summary: 'List', tags: ['things'], auth: 'public', query: z.object({ page: z.coerce.number().int().min(1).default(1), q: z.string().optional() }), responses: { 200: z.object({ items: z.array(item), total: z.number().int() }) } }) },
  { subject: 'things', name: 'get', contract: defineContract({ method: 'GET', path: '/api/things/:id', summary: 'One', tags: ['things'], auth: 'customer', params: id, responses: { 200: item } }) },
  { subject: 'things', name: 'update', contract: defineContract({ method: 'PATCH', path: '/api/admin/things/:id', summary: 'Update', tags: ['things', 'admin'], auth: 'admin', params: id, body: z.object({ name: z.string().min(1) }), responses: { 200: item, 409: errorBody } }) },
  { subject: 'things', name: 'remove', contract: defineContract({ method: 'DELETE', path: '/api/admin/things/:id', summary: 'Remove', tags: ['things'], auth: 'admin', params: id, responses: { 204: z.null() } }) },
  { subject: 'things', name: 'pdf', contract: defineContract({ method: 'GET', path: '/api/things/:id/pdf', summary: 'PDF', tags: ['things'], auth: 'customer', params: id, responses: { 200: file('application/pdf', 'The thing as a PDF') } }) },
  { subject: 'things', name: 'upload', contract: defineContract({ method: 'POST', path: '/api/things/:id/photos', summary: 'Upload', tags: ['things'], auth: 'customer', params: id, body: multipart('One image'), responses: { 201: z.object({ url: z.string() }) } }) },
  { subject: 'things', name: 'import', contract: defineContract({ method: 'POST', path: '/api/admin/things/import', summary: 'Import', tags: ['things'], auth: 'admin', body: textBody('text/csv', 'Rows of things'), responses: { 200: z.object({ created: z.number().int() }) } }) },
];

describe('OpenAPI document', () => {
  it('describes every contract under its path and method, with an operationId per subject and name', () => {
    const doc = buildOpenApiDocument();
    for (const { subject, name, contract } of allContracts()) {
      const op = doc.paths?.[openApiPath(contract.path)]?.[contract.method.toLowerCase() as 'get'];
      expect(op?.operationId, `${contract.method} ${contract.path}`).toBe(`${subject}.${name}`);
      expect(op?.tags).toContain(subject);
    }
  });

  it('passes the OpenAPI linter with the contracts as they are', async () => {
    expect(await lint(buildOpenApiDocument())).toEqual([]);
  });

  it('passes the linter with every kind of contract, and says what each can answer', async () => {
    const doc = buildOpenApiDocument(everyShape);
    expect(await lint(doc)).toEqual([]);
    const update = doc.paths!['/api/admin/things/{id}']!.patch!;
    expect(Object.keys(update.responses!).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '429']);
    expect(update.security).toEqual([{ sessionCookie: [] }]);
    expect(update.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    const list = doc.paths!['/api/things']!.get!;
    expect(Object.keys(list.responses!).sort()).toEqual(['200', '400', '429']);
    expect(list.security).toEqual([]);
    expect(list.parameters!.map((p) => ('name' in p ? p.name : ''))).toEqual(['page', 'q']);
    expect(doc.paths!['/api/things/{id}/pdf']!.get!.responses!['200']).toMatchObject({ content: { 'application/pdf': {} } });
    expect(doc.paths!['/api/things/{id}/photos']!.post!.requestBody).toMatchObject({ content: { 'multipart/form-data': {} } });
    expect(doc.components?.schemas).toHaveProperty('TestItem');
    expect(doc.components?.schemas).toHaveProperty('Error');
  });

  it('the linter bites: a missing operationId and an undeclared path parameter are errors', async () => {
    const doc = buildOpenApiDocument(everyShape.slice(0, 2));
    const op = doc.paths!['/api/things/{id}']!.get!;
    delete op.operationId;
    op.parameters = [];
    const errors = await lint(doc);
    expect(errors.some((e) => e.startsWith('operation-operationId:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('path-parameters-defined:'))).toBe(true);
  });
});
