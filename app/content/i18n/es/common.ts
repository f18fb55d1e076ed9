import type { common as en } from "../en/common";
import type { Translation } from "../languages";

export const common = {
  language: {
    name: "Español",
    view: "Ver esta página en español",
    offer: "Esta página también está en español.",
    dismiss: "Cerrar",
  },
} as const satisfies Translation<typeof en>;
