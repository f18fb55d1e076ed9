import { getInputProps, type FieldMetadata } from "@conform-to/react";

/** Conform's prop helpers return `key`; React wants it passed on its own, never spread. */
export function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props;
  return rest;
}

/**
 * A conform field as a `TextField`'s props: the input's (id, name, kept value, constraints) and
 * the field's messages. Pass `key={meta.key}` too.
 */
export function textFieldOf<Schema>(meta: FieldMetadata<Schema, Record<string, unknown>, string[]>, type: "text" | "tel" | "email" | "date" = "text") {
  return { ...withoutKey(getInputProps(meta, { type })), errors: meta.errors };
}
