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
