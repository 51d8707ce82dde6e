import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isRawBody } from '../src/contract.ts';
import { allContracts } from '../src/index.ts';

/** The contracts are the API's one description: these rules keep them usable by the server, the client and OpenAPI. */
describe('contracts', () => {
  const all = allContracts();

  it('describe each method and path once', () => {
    const keys = all.map(({ contract: c }) => `${c.method} ${c.path}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(all.map((e) => [`${e.subject}.${e.name}`, e.contract] as const))('%s: params match the path, a success answer is declared', (_name, c) => {
    expect(c.path).toMatch(/^\/api\//);
    const segments = [...c.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
    expect(Object.keys(c.params?.shape ?? {}).sort()).toEqual(segments);
    // A success: 2xx, or 101 Switching Protocols for the live socket's upgrade.
    expect(Object.keys(c.responses).some((s) => (Number(s) >= 200 && Number(s) < 300) || Number(s) === 101)).toBe(true);
    for (const spec of Object.values(c.responses)) expect(isRawBody(spec) || spec instanceof z.ZodType).toBe(true);
    expect(c.tags.length).toBeGreaterThan(0);
    if (c.method === 'GET') expect(c.body).toBeUndefined();
  });
});
