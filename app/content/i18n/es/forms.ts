import type { forms as en } from "../en/forms";
import type { Translation } from "../languages";

export const forms = {} as const satisfies Translation<typeof en>;
