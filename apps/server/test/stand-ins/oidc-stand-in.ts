/**
 * A small OpenID Connect provider standing in for Google in tests: discovery, authorize (signs in
 * `user` at once, no screen), token (checks the client secret, the redirect URI and PKCE S256,
 * then returns an RS256 ID token), userinfo and JWKS, with a key made by `jose`. Listens on
 * 127.0.0.1 only. `signWithForeignKey` makes it sign ID tokens with a key its JWKS does not
 * publish, as a forger would.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';

export interface StandInUser {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The person who "signs in" at the next authorize request. */
  user: StandInUser;
  signWithForeignKey: boolean;
  /** Every authorize request's query, in order. */
  authorizeRequests: URLSearchParams[];
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  user: StandInUser;
}

const base64url = (buf: Buffer) => buf.toString('base64url');

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export async function startOidcStandIn(options: { clientId?: string; clientSecret?: string; port?: number } = {}): Promise<OidcStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, StandInUser>();

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: OidcStandIn = {
    issuer,
    clientId: options.clientId ?? 'phonexport-test-client',
    clientSecret: options.clientSecret ?? 'stand-in-secret',
    user: { sub: '1001', email: 'google.user@example.com', name: 'Google User' },
    signWithForeignKey: false,
    authorizeRequests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function idToken(p: PendingCode): Promise<string> {
    const key: CryptoKey = standIn.signWithForeignKey ? foreign.privateKey : privateKey;
    const jwt = new SignJWT({
      email: p.user.email,
      email_verified: p.user.emailVerified ?? true,
      name: p.user.name,
      ...(p.nonce ? { nonce: p.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'stand-in-1' })
      .setIssuer(issuer)
      .setSubject(p.user.sub)
      .setAudience(p.clientId)
      .setIssuedAt()
      .setExpirationTime('10m');
    return jwt.sign(key);
  }

  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', issuer);
      if (url.pathname === '/.well-known/openid-configuration') {
        return send(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        });
      }
      if (url.pathname === '/jwks') return send(res, 200, { keys: [jwk] });
      if (url.pathname === '/authorize') {
        const q = url.searchParams;
        standIn.authorizeRequests.push(q);
        const redirectUri = q.get('redirect_uri');
        if (q.get('client_id') !== standIn.clientId || !redirectUri || q.get('response_type') !== 'code') {
          return send(res, 400, { error: 'invalid_request' });
        }
        const code = base64url(crypto.getRandomValues(Buffer.alloc(16)));
        codes.set(code, { clientId: standIn.clientId, redirectUri, codeChallenge: q.get('code_challenge'), nonce: q.get('nonce'), user: { ...standIn.user } });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        if (q.get('state')) back.searchParams.set('state', q.get('state')!);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = await readForm(req);
        let clientId = form.get('client_id');
        let clientSecret = form.get('client_secret');
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
        if (basic) {
          const [id, secret] = Buffer.from(basic[1]!, 'base64').toString().split(':').map(decodeURIComponent);
          clientId = id ?? null;
          clientSecret = secret ?? null;
        }
        if (clientId !== standIn.clientId || clientSecret !== standIn.clientSecret) return send(res, 401, { error: 'invalid_client' });
        const code = form.get('code') ?? '';
        const pending = codes.get(code);
        codes.delete(code);
        if (!pending || form.get('grant_type') !== 'authorization_code' || form.get('redirect_uri') !== pending.redirectUri) {
          return send(res, 400, { error: 'invalid_grant' });
        }
        if (pending.codeChallenge) {
          const verifier = form.get('code_verifier') ?? '';
          if (base64url(createHash('sha256').update(verifier).digest()) !== pending.codeChallenge) return send(res, 400, { error: 'invalid_grant' });
        }
        const accessToken = base64url(crypto.getRandomValues(Buffer.alloc(16)));
        accessTokens.set(accessToken, pending.user);
        return send(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile', id_token: await idToken(pending) });
      }
      if (url.pathname === '/userinfo') {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const u = token ? accessTokens.get(token) : undefined;
        if (!u) return send(res, 401, { error: 'invalid_token' });
        return send(res, 200, { sub: u.sub, email: u.email, email_verified: u.emailVerified ?? true, name: u.name });
      }
      return send(res, 404, { error: 'not_found' });
    } catch (err) {
      return send(res, 500, { error: String(err) });
    }
  });

  return standIn;
}
