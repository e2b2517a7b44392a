/**
 * Bench child process: the baseline. A bare Fastify app with no plugins and no database that answers each
 * benchmarked route with the exact bytes our API returned for it. Routes come as JSON on BENCH_BARE_ROUTES.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

interface BareRoute {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  body: string;
}

async function main() {
  const routes = JSON.parse(process.env.BENCH_BARE_ROUTES ?? '[]') as BareRoute[];
  const app = Fastify({ logger: false });
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: (_request, reply) => {
        reply.type('application/json; charset=utf-8').send(route.body);
      },
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`PORT ${(app.server.address() as AddressInfo).port}\n`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
