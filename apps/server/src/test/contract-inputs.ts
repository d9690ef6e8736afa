import { z } from 'zod';

/** One input field of a contract call: where it sits in the input and its schema. */
export interface InputField {
  /** Keys from the input's top level; 0 stands for any element of a list. */
  path: (string | number)[];
  name: string;
  schema: z.ZodType;
}

/** The schema under the wrappers that do not change what a field holds (optional, default, preprocess). */
export function content(schema: z.ZodType): z.ZodType {
  const def = schema.def as { innerType?: z.ZodType };
  if (def.innerType) return content(def.innerType);
  if (schema instanceof z.ZodPipe) {
    return content((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType);
  }
  return schema;
}

/** Every field of an input schema in shape order, with the fields of objects in lists after their list. */
export function inputFields(schema: z.ZodType, path: (string | number)[] = []): InputField[] {
  const inner = content(schema);
  if (inner instanceof z.ZodArray) return inputFields(inner.element as z.ZodType, [...path, 0]);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, field]) => [
    { path: [...path, name], name, schema: field },
    ...inputFields(field, [...path, name]),
  ]);
}

/**
 * A copy of `input` with the value at `path` (0 = the first element of a list) replaced. A field
 * name's valid value may be flat in one call and nested in another (`content`: a quote's text, an
 * article's two languages): where the path goes deeper than the value, an object takes its place.
 */
export function withValue(input: Record<string, unknown>, path: (string | number)[], value: unknown) {
  const copy = structuredClone(input);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string | number, unknown>;
  }
  target[path.at(-1)!] = value;
  return copy;
}
