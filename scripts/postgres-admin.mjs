// Creates or drops one database on a PostgreSQL server: `node postgres-admin.mjs URL create|drop NAME`.
import pg from 'pg';

const [url, action, name] = process.argv.slice(2);
if (!url || !['create', 'drop'].includes(action ?? '') || !/^[a-z_][a-z0-9_]*$/.test(name ?? '')) {
  console.error('usage: node postgres-admin.mjs URL create|drop NAME');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
await client.connect();
try {
  if (action === 'create') await client.query(`create database ${name}`);
  else await client.query(`drop database if exists ${name} with (force)`);
} finally {
  await client.end();
}
