/**
 * The baseline of `bench/load.ts`: a bare Fastify hello-world, started as its own process on a
 * free port, printing `listening on <port>` once it accepts connections.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${(app.server.address() as AddressInfo).port}`);
