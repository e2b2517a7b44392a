/**
 * `npm run scale [-- --instances N]`: N instances (default 3) of the product behind nginx on this machine, against
 * PostgreSQL (a scratch database), Redis and S3-compatible storage (bench/scale/scale-set.ts). Prints the URLs and
 * keeps running until Ctrl-C (or SIGTERM), then stops everything it started and drops the scratch database.
 *
 * Env: SCALE_ADMIN_URL (PostgreSQL where the scratch database is made; default postgres://postgres@127.0.0.1:5432/postgres),
 * SCALE_REDIS_URL (use this Redis instead of a private redis-server), NEXT_DIST_DIR (the build to serve).
 */
import { parseArgs } from 'node:util';
import { startScaleSet } from './scale/scale-set';

async function main() {
  const { values } = parseArgs({ options: { instances: { type: 'string', default: process.env.SCALE_INSTANCES ?? '3' } } });
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 8) throw new Error(`--instances must be 1 to 8, got ${values.instances}`);
  const set = await startScaleSet({ instances });
  const port = set.lbPort;
  console.log(`
커리어로드 scale set: ${instances} instance(s) behind nginx (round robin, no sticky sessions)
  load balancer   http://cbt.careerroad.localhost:${port}/  (brand A CBT)
                  http://cbt.nursepass.localhost:${port}/  (brand B CBT)
                  http://careerroad.localhost:${port}/  (portal)
                  http://localhost:${port}/healthz
${set.instances.map((instance) => `  instance ${instance.index + 1}      ${instance.origin}/  (pid ${instance.child.pid}, log ${instance.logFile})`).join('\n')}
  PostgreSQL      ${set.databaseUrl}
  Redis           ${set.redisUrl}
  S3              ${set.s3.config.endpoint}/${set.s3.config.bucket}
  nginx config    ${set.dir}/nginx/nginx.conf
Ctrl-C stops everything and drops the scratch database.
`);
  // Runs until a signal: scale-set.ts stops the set on SIGINT/SIGTERM and exits.
  await new Promise(() => {});
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
