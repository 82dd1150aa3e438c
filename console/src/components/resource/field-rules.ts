import { characterCount, decodeDataUrl, imageProblem, type ImageProblem } from '@workbench/contracts';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { MessageKey, MessageValues } from '../../i18n';

/** A problem with a field's value, as a catalogue message and its values. */
export interface FieldProblem {
  key: MessageKey;
  values?: MessageValues;
}

interface StringSchema {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  anyOf?: StringSchema[];
}

/** The string schema among a field's schema and its `anyOf` alternatives (a nullable string...). */
function stringSchemaOf(schema: TSchema | undefined): StringSchema | undefined {
  const plain = schema as StringSchema | undefined;
  if (!plain) return undefined;
  if (plain.type === 'string') return plain;
  return plain.anyOf?.find((option) => option.type === 'string' && (option.pattern || option.maxLength));
}

/**
 * Whether the body schema makes a text field required: it refuses the empty string, by a
 * minimum length or by a pattern (an account, a code); not when it, or one of its `anyOf`
 * alternatives, takes `''` (an optional name or day).
 */
export function isRequired(schema: TSchema | undefined): boolean {
  return schema !== undefined && stringSchemaOf(schema) !== undefined && !Value.Check(schema, '');
}

/**
 * What is wrong with a typed value by the contract's schema of its field, checked the way the
 * server checks it (docs/behaviour.md, "Validation"): trimmed, required, at most `maxLength`
 * characters, matching the pattern. `null` when it fits.
 */
export function textProblem(schema: TSchema | undefined, raw: string): FieldProblem | null {
  const value = raw.trim();
  const text = stringSchemaOf(schema);
  if (!text) return null;
  if (!value) return isRequired(schema) ? { key: 'form.required' } : null;
  if (text.maxLength !== undefined && characterCount(value) > text.maxLength)
    return { key: 'form.tooLong', values: { max: text.maxLength } };
  if (schema && !Value.Check(schema, value)) return { key: 'form.pattern' };
  return null;
}

const IMAGE_MESSAGES: Record<ImageProblem, MessageKey> = {
  type: 'form.imageType',
  size: 'form.imageSize',
  dimensions: 'form.imageDimensions',
};

/**
 * What is wrong with an image chosen for a `data:` URL field, read from the file's own header
 * (`imageProblem` of the contract), so a GIF named `.png` is refused before it is sent.
 */
export function imageDataUrlProblem(dataUrl: string): FieldProblem | null {
  const decoded = decodeDataUrl(dataUrl);
  const problem = decoded ? imageProblem(decoded.bytes, decoded.mediaType) : 'type';
  return problem ? { key: IMAGE_MESSAGES[problem] } : null;
}
