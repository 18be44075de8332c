import type * as z from 'zod/mini';

/**
 * Forms check what they send with the contract's own request schema (decision 0032): the rules
 * (required, lengths, e-mail format, ranges) live in `@bk/contract` once, and the server checks the
 * same body with the same schema. A form adds only its wording and the few checks no request
 * field holds (a confirm password, say).
 */

/** The kinds of failure a contract schema reports, as zod names them. */
export type IssueCode = z.core.$ZodIssue['code'];

/**
 * What a form says instead of the contract's message for one field: one message for any failure,
 * or one per kind of failure, where `blank` is any failure of a value left empty (nothing typed or
 * chosen) and wins over the kind.
 */
export type FieldMessages = string | Partial<Record<IssueCode | 'blank', string>>;

/** The body as a form builds it before the check: a box the schema wants ticked may be unticked. */
export type BodyDraft<T> = { [K in keyof T]: T[K] extends true ? boolean : T[K] };

/** A form's own check of one field: the message to show, or null when the value is fine. */
export type FormCheck<V, K extends keyof V> = (value: V[K], values: V) => string | null;

export interface FormSchemaOptions<V, Body> {
  /** The request body from the form's values; the submit sends what this builds, once checked. */
  toBody: (values: V) => Body;
  /** Body fields the form names otherwise (body path → form field), e.g. `{ logoBase64: 'logo' }`. */
  fields?: Readonly<Record<string, keyof V & string>>;
  /** The form's wording per field, in place of the contract's plain 'Field …' messages. */
  messages?: { readonly [K in keyof V & string]?: FieldMessages };
  /** Checks with no request field to hold them; they run on fields the schema found no fault with. */
  checks?: { readonly [K in keyof V]?: FormCheck<V, K> };
}

/** Field errors by form field, the shape @mantine/form's `validate` answers. */
export type FormFieldErrors = Record<string, string>;

export interface FormSchema<V, Out> {
  /** For `useForm({ validate })`: the body's faults on the form's fields, with the form's wording. */
  validate: (values: V) => FormFieldErrors;
  /** For `useForm({ transformValues })`: the body as the schema passes it (call after `validate`). */
  body: (values: V) => Out;
}

/** Whether the value a schema refused was left empty: undefined, null, blank text or not a number. */
function isBlank(issue: z.core.$ZodIssue): boolean {
  const input: unknown = issue.input;
  if (input === undefined || input === null) return true;
  if (typeof input === 'string') return input.trim() === '';
  return typeof input === 'number' && Number.isNaN(input);
}

function messageOf(issue: z.core.$ZodIssue, wording: FieldMessages | undefined): string {
  if (wording === undefined) return issue.message;
  if (typeof wording === 'string') return wording;
  return (isBlank(issue) ? wording.blank : undefined) ?? wording[issue.code] ?? issue.message;
}

/** The form's own checks, on fields the schema found no fault with. */
function withOwnChecks<V>(
  values: V,
  errors: FormFieldErrors,
  checks: FormSchemaOptions<V, unknown>['checks'] = {},
): FormFieldErrors {
  for (const field of Object.keys(checks) as (keyof V & string)[]) {
    const message = field in errors ? null : checks[field]?.(values[field], values);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A form's validator and body from a contract request schema.
 * @example formSchema(routes.accountCreate.body, {
 *   toBody: (v: { name: string; isMain: boolean }) => v,
 *   messages: { name: { blank: 'Enter a name for the account' } },
 * }).validate({ name: ' ', isMain: false }) // { name: 'Enter a name for the account' }
 */
export function formSchema<V extends object, S extends z.ZodMiniType, Body extends BodyDraft<z.input<S>>>(
  schema: S,
  options: FormSchemaOptions<V, Body>,
): FormSchema<V, z.output<S>> {
  const validate = (values: V): FormFieldErrors => {
    const errors: FormFieldErrors = {};
    const result = schema.safeParse(options.toBody(values), { reportInput: true });
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.map(String).join('.');
      const field = options.fields?.[path] ?? path;
      // A fault on a field the form does not have cannot be shown here: the server's reply lists it.
      if (!(field in values) || field in errors) continue;
      errors[field] = messageOf(issue, options.messages?.[field as keyof V & string]);
    }
    return withOwnChecks(values, errors, options.checks);
  };
  return { validate, body: (values) => schema.parse(options.toBody(values)) };
}

/** A form check whose schema is still downloading: the same `validate`, and a way to wait for it. */
export interface LazyFormSchema<V> {
  /** The schema's faults once it has arrived; until then only the form's own checks (the server checks the body). */
  validate: (values: V) => FormFieldErrors;
  /** Settles once the schema has arrived (or failed to). */
  ready: () => Promise<void>;
}

/**
 * {@link formSchema} for a form on a first screen (Sign in): the contract and zod are not in the
 * screen's first load (decision 0059); their download starts when the form's own code has arrived
 * (this is called as it runs), and has long finished before anyone has typed an e-mail and a
 * password. A submit before it has would send the body unchecked, and the server answers with
 * the same schema's field errors.
 */
export function lazyFormSchema<V extends object, S extends z.ZodMiniType, Body extends BodyDraft<z.input<S>>>(
  load: () => Promise<S>,
  options: FormSchemaOptions<V, Body>,
): LazyFormSchema<V> {
  let loaded: FormSchema<V, z.output<S>> | null = null;
  let arrival: Promise<void> | undefined;
  const start = () =>
    (arrival ??= load().then(
      (schema) => {
        loaded = formSchema(schema, options);
      },
      // Forgotten, so the next check tries the download again.
      () => {
        arrival = undefined;
      },
    ));
  void start();
  return {
    validate: (values) => {
      if (loaded) return loaded.validate(values);
      void start();
      return withOwnChecks(values, {}, options.checks);
    },
    ready: () => start(),
  };
}

/**
 * A number from a form's input or select: blank (nothing typed or chosen) is not a number, so the
 * schema's number rule refuses it where `Number('')` would slip through as 0.
 * @example formNumber('') // NaN
 */
export function formNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** What a contract schema wraps: optional, nullable, default and the like hold one inner schema. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? unwrapped(inner) : schema;
}

/**
 * The longest text a contract field takes, for an input's `maxLength`, so a form never has its own
 * copy of the rule (decision 0032); undefined when the field has no limit.
 * @example maxLengthOf(routes.contactCreate.body, 'phone') // 40
 */
export function maxLengthOf<S extends z.ZodMiniObject>(
  schema: S,
  field: keyof S['shape'] & string,
): number | undefined {
  const text = unwrapped(schema.shape[field] as z.core.$ZodType);
  // zod/mini's schemas have no `maxLength` getter: the limit is the tightest of the text's length checks.
  const limits = (text._zod.def.checks ?? []).flatMap((check) => {
    const def = check._zod.def;
    if (def.check === 'max_length') return [(def as z.core.$ZodCheckMaxLengthDef).maximum];
    if (def.check === 'length_equals') return [(def as z.core.$ZodCheckLengthEqualsDef).length];
    return [];
  });
  return limits.length > 0 ? Math.min(...limits) : undefined;
}
