/**
 * The baseline of `bench/load.ts`: a bare Fastify hello-world, started as its own process on a
 * free port, printing `listening on <port>` once it accepts connections. `POST /` takes the same
 * signed requests as the measured targets, so the load generator does the same work for both, and
 * answers a fixed envelope without reading them.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const app = Fastify();
app.post('/', async () => ({ code: 200, msg: 'hello', data: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${(app.server.address() as AddressInfo).port}`);
