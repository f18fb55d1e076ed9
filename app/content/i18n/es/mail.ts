import type { mail as en } from "../en/mail";
import type { Translation } from "../languages";

export const mail = {} as const satisfies Translation<typeof en>;
