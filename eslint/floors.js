// The floors of app/ (docs/architecture.md, decisions 050 and 082): data flows one way,
// routes → components → flows → domain → db → utils → content, and an import may only go down.
// server/, the HTTP entry, stands beside the routes: it reads the floors below the components, and
// nothing of app/ reads it. A rule of our own rather than a plugin: it resolves `~/` and relative
// specifiers to a folder of app/ itself, so it needs no import resolver. Type-only imports are not
// checked (they leave nothing at run time: a component may name the root loader's type).
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");
const SERVER = path.join(ROOT, "server");

/** Each floor, highest first; a module may import its own folder and any lower floor. */
const FLOORS = { routes: 7, components: 6, flows: 5, domain: 4, db: 3, utils: 2, content: 1 };

/**
 * The domains among themselves: a domain imports only domains ranked lower (analytics reads
 * leads, never the reverse; forms knows no domain).
 */
const DOMAINS = { ai: 6, payments: 6, admins: 5, analytics: 5, quotes: 5, reviews: 5, schedule: 5, status: 5, texting: 5, leads: 4, photos: 4, business: 3, auth: 3, uploads: 3, mail: 2, security: 1, forms: 0 };

/** The files at the top of app/, by name without extension, and their floors. */
const TOP_FILES = { root: "routes", routes: "routes", "entry.server": "routes", context: "utils", i18next: "content" };

/**
 * Where a path lives: for app/, its floor, its top folder and whether it is a route module (a
 * module of app/routes/ or the root; not the manifest app/routes.ts); `{ server: true }` in
 * server/; `{ nowhere }` for a folder or top file of app/ the rule does not know; undefined
 * elsewhere.
 */
function place(file) {
  const inServer = path.relative(SERVER, file);
  if (!inServer.startsWith("..") && !path.isAbsolute(inServer)) return { server: true };
  const relative = path.relative(APP, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  const [top, ...rest] = relative.split(path.sep);
  if (rest.length === 0) {
    const name = top.replace(/\.d\.ts$|\.[jt]sx?$/, "");
    if (/\.(css|svg|png|json)(\?.*)?$/.test(top)) return undefined;
    if (name in TOP_FILES) return { floor: TOP_FILES[name], folder: name, route: name === "root" || name === "entry.server" };
    return { nowhere: `app/${top}` };
  }
  const route = top === "routes" && rest[0] !== "+types";
  if (top in DOMAINS) return { floor: "domain", folder: top };
  if (top in FLOORS) return { floor: top, folder: top, route };
  return { nowhere: `app/${top}` };
}

function target(filename, specifier) {
  if (specifier.startsWith("~/")) return path.join(APP, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(filename), specifier);
  return undefined;
}

const isServerModule = (file) => /\.server(\.[jt]sx?)?$/.test(file) || file.split(path.sep).includes(".server");

/** Why `from` may not import `to`, or undefined when it may. */
export function refusal(from, to) {
  const a = place(from);
  const b = place(to);
  if (!a || !b || a.nowhere) return undefined;
  if (b.server) return a.server ? undefined : "app/ never imports server/: the HTTP entry hands a request what it needs through app/context.ts";
  if (b.nowhere) return `${b.nowhere} is on no floor: give it one in eslint/floors.js`;
  if (a.server) {
    return b.floor === "routes" || b.floor === "components"
      ? "server/ imports no route module or component: React Router's build brings them"
      : undefined;
  }
  if (a.floor === "routes" && b.route) return "a route module imports no other route module: move what they share down a floor";
  if (a.folder === b.folder) return undefined;
  if (a.floor === "components" && b.floor === "flows") {
    return "a component imports no flow: a flow is server-only, its route's loader or action runs it";
  }
  if (a.floor === "components" && (b.floor === "db" || isServerModule(to))) {
    return "a component imports neither the database nor a .server module: hand it the data from the route's loader";
  }
  if (FLOORS[b.floor] > FLOORS[a.floor]) return `${a.floor} is below ${b.floor}: an import runs only down the floors`;
  if (a.floor === "domain" && b.floor === "domain" && DOMAINS[b.folder] >= DOMAINS[a.folder]) {
    return `app/${a.folder} may not import app/${b.folder}: among the domains, ${a.folder} reads only ${
      Object.keys(DOMAINS).filter((d) => DOMAINS[d] < DOMAINS[a.folder]).join(", ") || "none"
    }`;
  }
  return undefined;
}

const typeOnly = (node) =>
  node.importKind === "type" ||
  node.exportKind === "type" ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));

export default {
  rules: {
    floors: {
      meta: {
        type: "problem",
        docs: { description: "Imports run only down the floors: routes → components → flows → domain → db → utils → content" },
        schema: [],
        messages: {
          up: "Floors: {{file}} may not import '{{specifier}}' ({{why}}). See docs/architecture.md.",
          nowhere: "Floors: {{folder}} is on no floor: give it one in eslint/floors.js. See docs/architecture.md.",
        },
      },
      create(context) {
        const filename = context.filename;
        const file = path.relative(ROOT, filename);
        const here = place(filename);
        if (here?.nowhere) {
          return { Program: (node) => context.report({ node, messageId: "nowhere", data: { folder: here.nowhere } }) };
        }
        function check(node, source) {
          if (!source || typeof source.value !== "string") return;
          const to = target(filename, source.value);
          if (!to) return;
          const why = refusal(filename, to);
          if (why) context.report({ node: source, messageId: "up", data: { file, specifier: source.value, why } });
        }
        return {
          ImportDeclaration: (node) => typeOnly(node) || check(node, node.source),
          ExportNamedDeclaration: (node) => typeOnly(node) || check(node, node.source),
          ExportAllDeclaration: (node) => typeOnly(node) || check(node, node.source),
          ImportExpression: (node) => check(node, node.source),
        };
      },
    },
  },
};
