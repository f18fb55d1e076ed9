// Loads demo job photos (made-up images, tagged Pasadena, Glendale and three services) into the
// app's database through the same storePhoto an admin's upload uses, for trying the pages and
// measuring them with photos (decision 085). Needs an admin (npm run admin:create) to own them:
//   npx tsx scripts/seed-photos.ts
// Uses DATABASE_URL, or the embedded PostgreSQL in $DATA_DIR: the running site's, or one started for the moment.
import sharp from "sharp";

process.env.LOG_LEVEL ??= "warn";

const { env } = await import("~/utils/env.server");
const { runMigrations } = await import("~/db/client.server");
const { databaseForCommand } = await import("~/db/command-line.server");

const database = await databaseForCommand(env());
const { connectDb, disconnectDb, getDb } = await import("~/db/client.server");
const { adminUsers } = await import("~/db/schema");
const { storePhoto } = await import("~/photos/photos.server");

/** A photo-like JPEG: a gradient with a little grain, 1,800 × 1,200. */
async function demoPhoto(hue: number): Promise<File> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,35%)"/><stop offset="1" stop-color="hsl(${hue + 40},40%,75%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1200" cy="500" r="260" fill="hsl(${hue + 180},30%,60%)"/></svg>`;
  const grain = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } } }).png().toBuffer();
  const bytes = await sharp(Buffer.from(svg)).composite([{ input: grain, blend: "overlay" }]).jpeg({ quality: 88 }).toBuffer();
  return new File([new Uint8Array(bytes)], "demo.jpg", { type: "image/jpeg" });
}

const PHOTOS = [
  { city: "pasadena", service: "drywall-repair", pair: true, en: "A cracked hallway wall, patched and painted to match", es: "Una pared de pasillo agrietada, reparada y pintada a juego" },
  { city: "pasadena", service: "tv-mounting", pair: false, en: "A 65-inch TV mounted above a brick fireplace, cables hidden", es: "Un televisor de 65 pulgadas sobre una chimenea de ladrillo, cables ocultos" },
  { city: "pasadena", service: "furniture-assembly", pair: false, en: "A six-drawer dresser assembled and anchored to the wall", es: "Una cómoda de seis cajones armada y anclada a la pared" },
  { city: "glendale", service: "tv-mounting", pair: true, en: "A living room wall before and after mounting a TV", es: "La pared de una sala antes y después de montar un televisor" },
] as const;

try {
  await runMigrations(database.url);
  connectDb(database.url, { max: 2 });
  const [admin] = await getDb().select({ id: adminUsers.id }).from(adminUsers).limit(1);
  if (!admin) throw new Error("No admin to own the photos: run npm run admin:create first");
  for (const [index, photo] of PHOTOS.entries()) {
    const details = { purpose: "job" as const, citySlug: photo.city, serviceSlug: photo.service, altEn: photo.en, altEs: photo.es, consent: "own-work" as const };
    const result = await storePhoto(await demoPhoto(index * 70), photo.pair ? { ...details, before: await demoPhoto(index * 70 + 30) } : details, admin.id);
    if (!result.ok) throw new Error(result.message);
    console.log(`Stored ${photo.en} (${result.id}).`);
  }
} catch (error) {
  console.error(`Could not seed photos: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await disconnectDb().catch(() => undefined);
  await database.release();
}
