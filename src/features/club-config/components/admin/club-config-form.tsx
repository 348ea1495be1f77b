'use client';

import { Button, Input, Spinner, Switch, Textarea } from '@heroui/react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { ClubLogoUploader } from '@/features/clubs/components/shared/club-logo-uploader';
import { useZodForm } from '@/lib/use-zod-form';
import type { ClubConfig } from '../../api';
import { useClubConfig, useSaveClubConfig } from '../../hooks';
import { clubConfigTexts } from '../../messages';
import { ZClubConfig } from '../../schema';

type TextField = 'club_name' | 'short_name' | 'description' | 'address' | 'city' | 'postal_code' | 'map_url' | 'email' | 'phone' | 'website_url' | 'facebook_url' | 'instagram_url' | 'youtube_url';

const SECTIONS: { title: string; fields: { name: TextField; label: string; type?: string }[] }[] = [
  { title: 'Klub', fields: [{ name: 'club_name', label: 'Název klubu' }, { name: 'short_name', label: 'Zkratka' }] },
  { title: 'Adresa', fields: [{ name: 'address', label: 'Ulice' }, { name: 'city', label: 'Město' }, { name: 'postal_code', label: 'PSČ' }, { name: 'map_url', label: 'Odkaz na mapu', type: 'url' }] },
  { title: 'Kontakty', fields: [{ name: 'email', label: 'E-mail', type: 'email' }, { name: 'phone', label: 'Telefon', type: 'tel' }, { name: 'website_url', label: 'Web', type: 'url' }] },
  { title: 'Sociální sítě', fields: [{ name: 'facebook_url', label: 'Facebook', type: 'url' }, { name: 'instagram_url', label: 'Instagram', type: 'url' }, { name: 'youtube_url', label: 'YouTube', type: 'url' }] },
];

function FormBody({ config }: { config: ClubConfig | null }) {
  const save = useSaveClubConfig();
  const text = (value: string | null | undefined) => value ?? '';
  const initial: z.input<typeof ZClubConfig> = {
    club_name: text(config?.club_name),
    short_name: text(config?.short_name),
    description: text(config?.description),
    founded_year: config?.founded_year ?? null,
    club_logo_url: config?.club_logo_url ?? null,
    address: text(config?.address),
    city: text(config?.city),
    postal_code: text(config?.postal_code),
    map_url: text(config?.map_url),
    email: text(config?.email),
    phone: text(config?.phone),
    website_url: text(config?.website_url),
    facebook_url: text(config?.facebook_url),
    instagram_url: text(config?.instagram_url),
    youtube_url: text(config?.youtube_url),
    primary_color: config?.primary_color ?? null,
    secondary_color: config?.secondary_color ?? null,
    require_admin_mfa: config?.require_admin_mfa ?? false,
  };
  const form = useZodForm(ZClubConfig, initial);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.submit();
    if (values) save.mutate(values);
  }

  return (
    <form className="flex max-w-3xl flex-col gap-6" onSubmit={submit} noValidate>
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{section.title}</legend>
          {section.fields.map((field) => (
            <Input key={field.name} label={field.label} type={field.type ?? 'text'} isRequired={field.name === 'club_name'} {...form.text(field.name)} />
          ))}
        </fieldset>
      ))}
      <Textarea label="Popis" {...form.text('description')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Input
          label="Rok založení"
          type="number"
          value={form.values.founded_year === null ? '' : String(form.values.founded_year)}
          onValueChange={(value) => form.set('founded_year', value === '' ? null : Number(value))}
          isInvalid={form.errors.founded_year !== undefined}
          errorMessage={form.errors.founded_year}
        />
        <Input label="Hlavní barva" type="color" value={form.values.primary_color ?? '#1d4ed8'} onValueChange={(value) => form.set('primary_color', value)} />
        <Input label="Doplňková barva" type="color" value={form.values.secondary_color ?? '#facc15'} onValueChange={(value) => form.set('secondary_color', value)} />
      </div>
      <ClubLogoUploader name={form.values.club_name} logoUrl={form.values.club_logo_url ?? null} onChange={(url) => form.set('club_logo_url', url)} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold">{clubConfigTexts.security}</legend>
        <Switch isSelected={form.values.require_admin_mfa ?? false} onValueChange={(value) => form.set('require_admin_mfa', value)}>
          {clubConfigTexts.requireAdminMfa}
        </Switch>
        <p className="text-sm text-default-600">{clubConfigTexts.requireAdminMfaHelp}</p>
      </fieldset>
      <Button type="submit" color="primary" className="self-start" isLoading={save.isPending}>
        Uložit nastavení
      </Button>
    </form>
  );
}

/** /admin/club-config: the club's identity, which the public header and footer read. */
export function ClubConfigForm() {
  const config = useClubConfig();
  if (config.isPending) return <Spinner label="Načítám…" />;
  if (config.error) return <DatabaseErrorFallback error={config.error} scope="data" isAuthenticated onRetry={() => void config.refetch()} />;
  return <FormBody config={config.data} />;
}
