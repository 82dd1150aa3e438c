/**
 * Test databases on PostgreSQL (docs/architecture.md, "Tests"): when `DATABASE_URL` is set, the
 * server's suite runs on that server instead of PGlite. The global setup migrates and seeds one
 * template database per run; every test server gets its own copy (`CREATE DATABASE … TEMPLATE`,
 * a file copy, far faster than migrating and seeding again) and drops it when it closes. The
 * role of `DATABASE_URL` needs CREATEDB (scripts/with-postgres.sh gives it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server of this run, or `undefined` when the suite runs on PGlite. */
export const POSTGRES_URL = process.env['DATABASE_URL'] || undefined;

/** `DATABASE_URL` with its database name replaced by `database`. */
export function databaseUrl(database: string): string {
  const url = new URL(POSTGRES_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `statement` on the database of `DATABASE_URL` over a connection of its own. */
async function administer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database name: a prefix, the process id and random hex (runs and workers never collide). */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Creates the database `name`, empty or as a copy of `template`. */
export async function createDatabase(name: string, template?: string): Promise<void> {
  // Names come from uniqueDatabaseName: letters, digits and underscores only.
  await administer(`create database ${name}${template ? ` template ${template}` : ''}`);
}

/** Drops the database `name`, closing the connections still open to it (PostgreSQL 13+). */
export async function dropDatabase(name: string): Promise<void> {
  await administer(`drop database if exists ${name} with (force)`);
}
