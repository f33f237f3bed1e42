// How the profile-settings form is made: the CMS's profile form (forms-config), completed with
// the personal fields the platform asks for that the CMS form leaves out (region, document),
// each marked locked once verification confirmed it; the stored profile as starting values
// (a birth date is kept as YYYY-MM-DD and typed as dd.mm.yyyy); and the body a save sends.
import type { PersonalDataFields, Profile } from '@omad/contract/api';
import type { FormDefinition } from '@omad/contract/cms';
import { planForm, type FormPlan, type FormValue, type PlannedField } from '@omad/contract/remote';
import type { FormFieldConfig, FormFieldType } from '@omad/contract/validation';

/** Fields the platform stores that a CMS form may not list, with their rule. */
const EXTRA_TYPES: Readonly<Record<string, FormFieldType>> = {
  first_name: 'name',
  last_name: 'name',
  sex: 'sex',
  birth_date: 'date',
  country: 'text',
  region: 'address',
  home_town: 'address',
  address: 'address',
  postcode: 'postcode',
  document_type: 'documentType',
  document_number: 'documentNumber',
};

export type Labels = Readonly<{
  field: (name: string) => string;
  documentType: (type: string) => string;
  sex: readonly { value: string; label: string }[];
  /** The empty choice of a select, e.g. "Choose". */
  choose: string;
}>;

export type PersonalPlan = FormPlan & Readonly<{ locked: ReadonlySet<string> }>;

const MS_PER_DAY = 86_400_000;

/** The latest birth day of an adult today (18 years ago) and the earliest one (1900). */
export const birthDateBounds = (now: Date): { min: number; max: number } => {
  const adult = new Date(now.getFullYear() - 18, now.getMonth(), now.getDate());
  return { min: new Date(1900, 0, 1).getTime(), max: adult.getTime() + MS_PER_DAY - 1 };
};

export const planPersonalForm = (
  definition: Pick<FormDefinition, 'fields'> | null,
  platform: PersonalDataFields,
  labels: Labels,
  now: Date,
): PersonalPlan => {
  const base = planForm(definition ?? { fields: [] }, [], () => '');
  const fields: PlannedField[] = [...base.fields];
  for (const wanted of platform.fields) {
    if (fields.some((field) => field.name === wanted.name)) continue;
    const type = EXTRA_TYPES[wanted.name] ?? 'text';
    const options =
      wanted.name === 'document_type'
        ? platform.document_types.map((value) => ({ value, label: labels.documentType(value) }))
        : wanted.name === 'sex'
          ? labels.sex
          : [];
    fields.push({
      name: wanted.name,
      type,
      control: options.length > 0 ? 'select' : 'input',
      label: labels.field(wanted.name),
      placeholder: options.length > 0 ? labels.choose : undefined,
      mask: wanted.name === 'birth_date' ? '##.##.####' : undefined,
      isRequired: wanted.is_required,
      options,
    });
  }
  const bounds = birthDateBounds(now);
  const validation = fields.map((field): FormFieldConfig => {
    const own = base.validation.find((rule) => rule.name === field.name);
    const rule = own ?? { name: field.name, type: field.type, isRequired: field.isRequired };
    return field.type === 'date' ? { ...rule, ...bounds } : rule;
  });
  const locked = new Set(
    platform.fields.filter((field) => !field.is_editable).map((field) => field.name),
  );
  return { fields, validation, fixed: {}, locked };
};

/** 'YYYY-MM-DD' as typed in the form ('dd.mm.yyyy'); anything else stays as it is. */
export const typedDate = (iso: string | null): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : (iso ?? '');
};

/** 'dd.mm.yyyy' (or with hyphens) as the platform stores it; '' stays ''. */
export const storedDate = (typed: string): string => {
  const match = /^(\d{2})[.-](\d{2})[.-](\d{4})$/.exec(typed.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : typed.trim();
};

const profileValue = (profile: Profile, name: string): string => {
  switch (name) {
    case 'sex':
      return profile.sex > 0 ? String(profile.sex) : '';
    case 'birth_date':
      return typedDate(profile.birth_date);
    case 'document_type':
      return profile.document?.type ?? '';
    case 'document_number':
      return profile.document?.number ?? '';
    default: {
      const value = (profile as Readonly<Record<string, unknown>>)[name];
      return typeof value === 'string' ? value : '';
    }
  }
};

export const personalValues = (plan: PersonalPlan, profile: Profile): Record<string, FormValue> =>
  Object.fromEntries(plan.fields.map((field) => [field.name, profileValue(profile, field.name)]));

/**
 * What a save sends: every field the player may change, an emptied one as '' (it clears the
 * stored value); locked fields are left out, so the platform never sees them changed.
 */
export const personalBody = (
  plan: PersonalPlan,
  values: Readonly<Record<string, unknown>>,
): Record<string, string> => {
  const body: Record<string, string> = {};
  for (const field of plan.fields) {
    if (plan.locked.has(field.name)) continue;
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    body[field.name] = field.name === 'birth_date' ? storedDate(text) : text;
  }
  return body;
};

/** The field names a `need` query lists, kept only when the form has them. */
export const neededFields = (query: string | null, plan: PersonalPlan): string[] =>
  (query ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => plan.fields.some((field) => field.name === name));

/** A `back` query that may be followed: a path on this site, never another origin. */
export const safeBackPath = (back: string | null): string | null =>
  back && back.startsWith('/') && !back.startsWith('//') && !back.includes('\\') ? back : null;
