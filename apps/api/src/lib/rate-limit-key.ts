import type { FastifyRequest } from 'fastify';

/** Rate-limit key of the routes that count per person: signed-in users per account, visitors per address. */
export async function rateLimitKey(req: FastifyRequest): Promise<string> {
  try {
    const user = await req.server.auth.userFromRequest(req);
    return user ? `user:${user.id}` : `ip:${req.ip}`;
  } catch {
    // A bad token is refused later with 401; it still counts against the address.
    return `ip:${req.ip}`;
  }
}
