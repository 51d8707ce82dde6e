/**
 * System contracts: the health check and the API's own description (decision 038). The readable
 * docs page (/api/docs) is an HTML page served by apps/server/src/http/system-routes.ts, not an
 * API endpoint, so it has no contract.
 */
import { z } from 'zod';
import { contractsOf, file } from './contract.ts';

const { anyone } = contractsOf('system');

export const systemContracts = {
  health: anyone('GET', '/api/health', 'Whether the shop answers (load balancers, uptime checks)', { responses: { 200: z.object({ ok: z.boolean() }) } }),
  openApi: anyone('GET', '/api/openapi.json', 'This API as an OpenAPI 3.1 document, generated from the contracts', {
    responses: { 200: file('application/json', 'The OpenAPI 3.1 document') },
  }),
};
