import pg from 'pg';

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run inside a pooled transaction). */
export async function runAdminStatement<R extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  statement: string,
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(statement)).rows;
  } finally {
    await client.end();
  }
}
