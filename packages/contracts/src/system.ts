/**
 * System contracts: the health check and the API's own description (decision 038). The readable
 * docs page (/api/docs) is an HTML page served by apps/server/src/http/system-routes.ts, not an
 * API endpoint, so it has no contract.
 */
import { z } from 'zod';
import { contractsOf, file } from './contract.ts';

const contract = contractsOf('system');

export const systemContracts = {
  health: contract('GET', '/api/health', {
    summary: 'Whether the shop answers (load balancers, uptime checks)',
    auth: 'public',
    responses: { 200: z.object({ ok: z.boolean() }) },
  }),
  openApi: contract('GET', '/api/openapi.json', {
    summary: 'This API as an OpenAPI 3.1 document, generated from the contracts',
    auth: 'public',
    responses: { 200: file('application/json', 'The OpenAPI 3.1 document') },
  }),
};
