/**
 * The ports one group of journeys uses, all derived from its shop's port (E2E_PORT, default 3300):
 * the journeys' server itself, the second shop built-server.spec.ts starts, the Google OpenID
 * stand-in, and paypal.spec.ts's shop and PayPal stand-in. Two groups whose shop ports differ by
 * less than 50 never share one (run.ts checks them free before it starts a group).
 */
import net from 'node:net';

/** Offsets from the group's shop port; all results stay below the ephemeral range for shops under 30000. */
const OFFSETS = { shop: 0, builtServer: 50, google: 1000, paypalShop: 1100, paypalStandIn: 2100 } as const;

export type JourneyPorts = Record<keyof typeof OFFSETS, number>;

/** The default shop port of the journeys when E2E_PORT is not set. */
export const DEFAULT_E2E_PORT = 3300;

/** Every port a group of journeys whose server listens on `shop` uses (E2E_PAYPAL_PORT still pins paypal.spec.ts's shop). */
export function journeyPorts(shop: number, env: NodeJS.ProcessEnv = process.env): JourneyPorts {
  const ports = Object.fromEntries(Object.entries(OFFSETS).map(([name, offset]) => [name, shop + offset])) as JourneyPorts;
  if (env.E2E_PAYPAL_PORT) {
    ports.paypalShop = Number(env.E2E_PAYPAL_PORT);
    ports.paypalStandIn = ports.paypalShop + (OFFSETS.paypalStandIn - OFFSETS.paypalShop);
  }
  return ports;
}

/** The ports of the journeys run in this process (E2E_PORT, else the default). */
export const ports = journeyPorts(Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT));

/** Whether nothing listens on `port`, on any IPv4 or IPv6 address (it can be bound on both wildcards). */
export async function portIsFree(port: number): Promise<boolean> {
  for (const host of ['0.0.0.0', '::']) {
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'EAFNOSUPPORT' || err.code === 'EADDRNOTAVAIL'));
      s.listen({ port, host, exclusive: true }, () => s.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}
