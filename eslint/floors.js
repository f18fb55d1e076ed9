// The floors of app/ (docs/architecture.md, decision 050): data flows one way,
// routes → components → domain → db → utils → content, and an import may only go down.
// A rule of our own rather than a plugin: it resolves `~/` and relative specifiers to a folder of
// app/ itself, so it needs no import resolver. Type-only imports are not checked (they leave
// nothing at run time: a component may name the root loader's type).
import path from "node:path";

const APP = path.resolve(import.meta.dirname, "..", "app");

/** Each floor, highest first; a module may import its own folder and any lower floor. */
const FLOORS = { routes: 6, components: 5, domain: 4, db: 3, utils: 2, content: 1 };

/**
 * The domains among themselves: a domain imports only domains ranked lower (analytics reads
 * leads, never the reverse; forms knows no domain).
 */
const DOMAINS = { admins: 5, analytics: 5, quotes: 5, reviews: 5, schedule: 5, leads: 4, auth: 3, uploads: 3, mail: 2, security: 1, forms: 0 };

/** Where an app/ path lives: its floor and its top folder, or undefined outside app/. */
function place(file) {
  const relative = path.relative(APP, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  const [top, ...rest] = relative.split(path.sep);
  const name = top.replace(/\.[jt]sx?$/, "");
  if (rest.length === 0) {
    if (["root", "routes", "entry.server"].includes(name)) return { floor: "routes", folder: name };
    if (name === "context") return { floor: "utils", folder: name };
    return undefined;
  }
  if (top in DOMAINS) return { floor: "domain", folder: top };
  if (top in FLOORS) return { floor: top, folder: top };
  return undefined;
}

function target(filename, specifier) {
  if (specifier.startsWith("~/")) return path.join(APP, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(filename), specifier);
  return undefined;
}

const isServerModule = (file) => /\.server(\.[jt]sx?)?$/.test(file) || file.split(path.sep).includes(".server");

/** Why `from` may not import `to` (a path in app/), or undefined when it may. */
export function refusal(from, to) {
  const a = place(from);
  const b = place(to);
  if (!a || !b || a.folder === b.folder) return undefined;
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
        docs: { description: "Imports run only down the floors: routes → components → domain → db → utils → content" },
        schema: [],
        messages: { up: "Floors: {{file}} may not import '{{specifier}}' ({{why}}). See docs/architecture.md." },
      },
      create(context) {
        const filename = context.filename;
        function check(node, source) {
          if (!source || typeof source.value !== "string") return;
          const to = target(filename, source.value);
          if (!to) return;
          const why = refusal(filename, to);
          if (why) {
            context.report({ node: source, messageId: "up", data: { file: path.relative(path.dirname(APP), filename), specifier: source.value, why } });
          }
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
