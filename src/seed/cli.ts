/** `npm run db:migrate` and `npm run db:seed`. Do not run against PGlite while the server has it open. */
import { loadConfig } from '../config/server-config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { seed } from './seed';

async function main() {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed') {
    console.error('usage: tsx src/seed/cli.ts migrate|seed');
    process.exit(2);
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    if (command === 'seed') await seed(database.db, console.log);
    console.log(`${command} done (${database.kind})`);
  } finally {
    await database.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
