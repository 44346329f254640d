/**
 * The migrations as Netlify applies them at deploy: `netlify/database/migrations/<number>_<name>.sql`
 * (or a folder of that name holding `migration.sql`), the name in lower-case letters, digits, `-`
 * and `_`, applied in the order of their names. A file named otherwise is skipped or refused by the
 * deploy while the local database applies it all the same, and two of one number leave their order
 * to chance: this test refuses both before a deploy does.
 */
import fs from "node:fs";
import path from "node:path";

const MIGRATIONS = path.resolve(__dirname, "../../netlify/database/migrations");

/** What is wrong with a migrations folder's entries, as Netlify names them; none when all is well. */
function migrationProblems(entries: ReadonlyArray<{ name: string; folder: boolean; holdsMigration?: boolean }>): string[] {
  const problems: string[] = [];
  const numbers = new Map<string, string>();
  for (const { name, folder, holdsMigration } of entries) {
    const match = (folder ? /^(\d+)_[a-z0-9_-]+$/ : /^(\d+)_[a-z0-9_-]+\.sql$/).exec(name);
    if (!match) {
      problems.push(`${name}: not <number>_<lower-case name>${folder ? "/migration.sql" : ".sql"}, so a deploy skips or refuses it`);
      continue;
    }
    if (folder && !holdsMigration) problems.push(`${name}: a migration folder without migration.sql`);
    const number = String(Number(match[1]));
    if (numbers.has(number)) problems.push(`${name}: number ${match[1]} is ${numbers.get(number)}'s too`);
    numbers.set(number, name);
  }
  return problems;
}

it("names every migration as Netlify applies it, each number once", () => {
  const entries = fs.readdirSync(MIGRATIONS, { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    folder: entry.isDirectory(),
    holdsMigration: entry.isDirectory() && fs.existsSync(path.join(MIGRATIONS, entry.name, "migration.sql")),
  }));
  expect(entries.length).toBeGreaterThan(0);
  expect(migrationProblems(entries)).toEqual([]);
});

it("refuses the names a deploy would skip or refuse, and a number used twice", () => {
  const file = (name: string) => ({ name, folder: false });
  expect(
    migrationProblems([file("0001_records.sql"), file("0002_add-index.sql"), { name: "0003_data", folder: true, holdsMigration: true }]),
  ).toEqual([]);
  expect(
    migrationProblems([
      file("0002_Add_Index.sql"),
      file("0003-add-index.sql"),
      file("add_index.sql"),
      file("0004_add index.sql"),
      file("0005_notes.txt"),
      { name: "0006_folder", folder: true, holdsMigration: false },
    ]),
  ).toHaveLength(6);
  expect(migrationProblems([file("0002_first.sql"), file("002_second.sql")])).toEqual([
    "002_second.sql: number 002 is 0002_first.sql's too",
  ]);
});
