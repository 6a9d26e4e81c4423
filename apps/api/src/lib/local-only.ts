import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, in any spelling (::ffff:127.0.0.1 too). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const plain = (address ?? '').trim().replace(/^\[|\]$/g, '');
  const family = isIP(plain);
  return family !== 0 && loopback.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every address a forwarding header names (X-Forwarded-For, X-Real-IP, Forwarded's for=). */
function forwardedAddresses(req: FastifyRequest): string[] {
  const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? ''));
  const listed = [text(req.headers['x-forwarded-for']), text(req.headers['x-real-ip'])]
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
  const forwarded = text(req.headers.forwarded)
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => /^for=/i.test(part))
    .map((part) => part.slice(4).replace(/^"|"$/g, ''))
    // "[::1]:8080" or "127.0.0.1:8080": the address without its port (anything odd stays odd, so not local).
    .map((value) => (value.startsWith('[') ? value.slice(1, value.indexOf(']')) : value.replace(/:\d+$/, '')));
  return [...listed, ...forwarded];
}

/**
 * A request from this machine: the connection comes from a loopback address and no forwarding
 * header names any other (a proxy on this machine passes the real client on; a forged header only
 * ever makes a request less local, whatever TRUST_PROXY says).
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && forwardedAddresses(req).every(isLoopbackAddress);
}

