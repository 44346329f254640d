/**
 * A real Postgres server (Debian's `postgresql` package) for what the emulation cannot show: a
 * connection limit, a password that changes, a statement waiting on another session's lock and
 * cancelled by the server's own time-out. Made in a temporary folder on a free port, with the
 * site's migrations applied by a role of its own (not a superuser, as on Netlify), and stopped by
 * its data folder. Test-only; `.ci/run` installs the package when it is missing.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";

const BIN = ["17", "16", "15"].map((version) => `/usr/lib/postgresql/${version}/bin`).find((bin) => existsSync(`${bin}/initdb`));
const MIGRATIONS = path.resolve(__dirname, "../../../netlify/database/migrations");
export const SITE_ROLE = "site";

export interface PostgresServer {
  /** The address with the site role's password of the moment, as Netlify would hand it over. */
  url(): string;
  /** A session as the server's superuser, for what a test does to the server (locks, kills). */
  admin(): Promise<Client>;
  /** Changes the site role's password, as a credential rotation does. */
  rotatePassword(): Promise<void>;
  /** Ends every session of the site role, as a restart or an idle time-out does. */
  terminateSessions(): Promise<number>;
  stop(): void;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a server binary as the `postgres` user when this is root (initdb refuses root), as this user otherwise. */
function run(command: string, args: string[]): void {
  if (!BIN) throw new Error("Postgres's server is not installed: apt-get install postgresql (.ci/run does so).");
  const binary = `${BIN}/${command}`;
  if (process.getuid?.() === 0) execFileSync("runuser", ["-u", "postgres", "--", binary, ...args], { stdio: "pipe" });
  else execFileSync(binary, args, { stdio: "pipe" });
}

export async function startPostgresServer({ maxConnections = 30 } = {}): Promise<PostgresServer> {
  const folder = mkdtempSync(path.join(tmpdir(), "gridline-postgres-"));
  const data = path.join(folder, "data");
  if (process.getuid?.() === 0) {
    chmodSync(folder, 0o755);
    const postgres = Number(execFileSync("id", ["-u", "postgres"]).toString());
    chownSync(folder, postgres, postgres);
  }
  // Passwords checked over TCP (md5: as strict about the password as Neon's SCRAM, and lighter on a
  // busy test machine when a hundred connections arrive at once).
  run("initdb", ["-D", data, "-U", "postgres", "--auth-local=trust", "--auth-host=md5", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -c max_connections=${maxConnections} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off -c password_encryption=md5`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(folder, "log"), "-w", "start"]);
  const stop = () => {
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  let password = "first-password";
  const admin = async () => {
    const client = new Client({ host: folder, port, user: "postgres", database: SITE_ROLE });
    await client.connect();
    return client;
  };
  try {
    const setup = new Client({ host: folder, port, user: "postgres", database: "postgres" });
    await setup.connect();
    try {
      await setup.query(`CREATE ROLE ${SITE_ROLE} LOGIN PASSWORD '${password}'`);
      await setup.query(`CREATE DATABASE ${SITE_ROLE} OWNER ${SITE_ROLE}`);
    } finally {
      await setup.end();
    }
    const url = () => `postgres://${SITE_ROLE}:${password}@127.0.0.1:${port}/${SITE_ROLE}`;
    const site = new Client({ connectionString: url() });
    await site.connect();
    try {
      for (const file of readdirSync(MIGRATIONS)
        .filter((name) => name.endsWith(".sql"))
        .sort()) {
        await site.query(readFileSync(path.join(MIGRATIONS, file), "utf8"));
      }
    } finally {
      await site.end();
    }
    return {
      url,
      admin,
      async rotatePassword() {
        const client = await admin();
        password = `rotated-${Date.now()}`;
        await client.query(`ALTER ROLE ${SITE_ROLE} PASSWORD '${password}'`).finally(() => client.end());
      },
      async terminateSessions() {
        const client = await admin();
        const { rows } = await client
          .query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${SITE_ROLE}'`)
          .finally(() => client.end());
        return rows.length;
      },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
