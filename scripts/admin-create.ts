// Creates an active admin, or updates the one with that address (password, role, reactivated,
// two-factor sign-in removed: the way back in for a Super Admin who lost their phone):
//   npm run admin:create -- --email owner@example.com --password 'at least 12 characters' --role "Super Admin" --name "Maria Lopez"
// The password may come from ADMIN_PASSWORD instead of --password (keeps it out of the shell history).
// Uses DATABASE_URL, or the embedded PostgreSQL in $DATA_DIR: the running site's, or one started for the moment.
import { parseArgs } from "node:util";
import { z } from "zod";

process.env.LOG_LEVEL ??= "warn";

const USAGE = `Usage: npm run admin:create -- --email <address> --password <password> [--role "Super Admin" | "Ops Admin"] [--name <name>]
  The password (at least 12 characters) may be given in ADMIN_PASSWORD instead of --password.
  The role defaults to "Super Admin". The name is what the dashboard shows (the e-mail without one);
  left out, an existing admin keeps theirs.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

let options: { email?: string; password?: string; role?: string; name?: string; help?: boolean };
try {
  options = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      role: { type: "string", default: "Super Admin" },
      name: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const { ADMIN_ROLES } = await import("~/auth/roles");
const { adminNameField, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } = await import("~/auth/schemas");

const input = z
  .object({
    email: z.string({ error: "--email is required." }).trim().pipe(z.email("--email must be an e-mail address.")),
    password: z
      .string({ error: "--password (or ADMIN_PASSWORD) is required." })
      .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(MAX_PASSWORD_LENGTH, `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
    role: z.enum(ADMIN_ROLES, { error: `--role must be "Super Admin" or "Ops Admin".` }),
    name: adminNameField.optional(),
  })
  .safeParse({ email: options.email, password: options.password ?? process.env.ADMIN_PASSWORD, role: options.role, name: options.name });
if (!input.success) fail(input.error.issues.map((issue) => issue.message).join("\n"));

const { env } = await import("~/utils/env.server");
const { connectDb, disconnectDb, runMigrations } = await import("~/db/client.server");
const { databaseForCommand } = await import("~/db/command-line.server");
const { upsertAdmin } = await import("~/admins/admin-users.server");

const { url, release } = await databaseForCommand(env());
try {
  await runMigrations(url);
  connectDb(url, { max: 2 });
  const { created } = await upsertAdmin(input.data);
  console.log(
    created
      ? `Created ${input.data.role} ${input.data.email.toLowerCase()} (active).`
      : `Updated ${input.data.role} ${input.data.email.toLowerCase()} (active, two-factor sign-in removed, signed out everywhere).`,
  );
} catch (error) {
  console.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await disconnectDb();
  await release();
}
