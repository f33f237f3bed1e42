import { describe, expect, it } from 'vitest';
import type { PersonalDataFields, Profile } from '@omad/contract/api';
import { seededFormsConfig } from '@omad/contract/testing';
import {
  birthDateBounds,
  neededFields,
  personalBody,
  personalValues,
  planPersonalForm,
  safeBackPath,
  storedDate,
  typedDate,
} from './personal-model';

const platform = (verified = false): PersonalDataFields => ({
  fields: [
    'first_name',
    'last_name',
    'birth_date',
    'region',
    'document_type',
    'document_number',
  ].map((name) => ({
    name,
    is_required: ['first_name', 'last_name', 'birth_date'].includes(name),
    is_editable: !(verified && ['first_name', 'birth_date', 'document_number'].includes(name)),
  })),
  document_types: ['passport', 'id_card'],
});

const labels = {
  field: (name: string) => `label:${name}`,
  documentType: (type: string) => `doc:${type}`,
  sex: [{ value: '1', label: 'M' }],
  choose: 'Choose',
};

const cmsForm = {
  fields: [
    {
      name: 'first_name',
      type: 'name',
      isRequired: true,
      regex: null,
      mask: null,
      label: 'Ism (CMS)',
      placeholder: null,
      options: [],
    },
  ],
};

const profile: Profile = {
  first_name: 'Aziz',
  last_name: null,
  sex: 0,
  birth_date: '1990-04-07',
  country: null,
  country_code: 'UZ',
  region: 'Toshkent',
  home_town: null,
  address: null,
  postcode: null,
  document: { type: 'passport', number: 'AA1234567' },
  contacts: [],
};

const NOW = new Date(2026, 10, 26);

describe('planPersonalForm', () => {
  it('keeps the CMS fields and adds what the platform asks for, with its requirement', () => {
    const plan = planPersonalForm(cmsForm, platform(), labels, NOW);
    expect(plan.fields.map((field) => [field.name, field.label, field.control])).toEqual([
      ['first_name', 'Ism (CMS)', 'input'],
      ['last_name', 'label:last_name', 'input'],
      ['birth_date', 'label:birth_date', 'input'],
      ['region', 'label:region', 'input'],
      ['document_type', 'label:document_type', 'select'],
      ['document_number', 'label:document_number', 'input'],
    ]);
    expect(plan.fields.find((field) => field.name === 'document_type')?.options).toEqual([
      { value: 'passport', label: 'doc:passport' },
      { value: 'id_card', label: 'doc:id_card' },
    ]);
    expect(plan.fields.find((field) => field.name === 'region')?.isRequired).toBe(false);
  });

  it('bounds the birth date to an adult born since 1900', () => {
    const plan = planPersonalForm(seededFormsConfig().profileSettingsForm, platform(), labels, NOW);
    const rule = plan.validation.find((field) => field.name === 'birth_date');
    expect(rule).toMatchObject(birthDateBounds(NOW));
    expect(new Date(birthDateBounds(NOW).max).getFullYear()).toBe(2008);
  });

  it('locks what verification confirmed and never sends it', () => {
    const plan = planPersonalForm(cmsForm, platform(true), labels, NOW);
    expect([...plan.locked].sort()).toEqual(['birth_date', 'document_number', 'first_name']);
    const body = personalBody(plan, { ...personalValues(plan, profile), last_name: ' Karimov ' });
    expect(body).toEqual({
      last_name: 'Karimov',
      region: 'Toshkent',
      document_type: 'passport',
    });
  });
});

describe('values and body', () => {
  it('types the stored profile into the form and sends it back as stored', () => {
    const plan = planPersonalForm(cmsForm, platform(), labels, NOW);
    const values = personalValues(plan, profile);
    expect(values).toMatchObject({
      first_name: 'Aziz',
      last_name: '',
      birth_date: '07.04.1990',
      document_type: 'passport',
      document_number: 'AA1234567',
    });
    expect(personalBody(plan, { ...values, region: '' })).toMatchObject({
      birth_date: '1990-04-07',
      // An emptied field clears what is stored.
      region: '',
    });
  });

  it('converts dates both ways and leaves anything else as typed', () => {
    expect(typedDate('2001-12-31')).toBe('31.12.2001');
    expect(typedDate(null)).toBe('');
    expect(storedDate('31-12-2001')).toBe('2001-12-31');
    expect(storedDate('31.12.01')).toBe('31.12.01');
  });
});

describe('coming from another page', () => {
  it('marks only fields the form has', () => {
    const plan = planPersonalForm(cmsForm, platform(), labels, NOW);
    expect(neededFields('first_name, birth_date,password', plan)).toEqual([
      'first_name',
      'birth_date',
    ]);
    expect(neededFields(null, plan)).toEqual([]);
  });

  it('goes back only to a path on this site', () => {
    expect(safeBackPath('/cashier/deposit/visa?x=1')).toBe('/cashier/deposit/visa?x=1');
    for (const back of ['//evil.example', 'https://evil.example', '/\\evil', null, '']) {
      expect(safeBackPath(back)).toBeNull();
    }
  });
});
