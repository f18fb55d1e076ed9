const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a request id has the shape of the leads table's ids (checked before querying). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
