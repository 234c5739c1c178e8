import { describe, expect, it } from 'vitest';

import { nameSearchText } from '../jobs';
import { createSession } from '../../test/factories';
import { call, type Json, useTestApp } from '../../test/test-app';
import {
  createProvider,
  EXE,
  type FilePart,
  filesIn,
  multipart,
  PDF,
  PNG,
  validCompany,
} from './providers.test-helpers';

const ctx = useTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });

const ONBOARDING = '/api/v1/auth/onboarding/provider';
const PROFILE = '/api/v1/provider';

const LOGO: FilePart = { name: 'logo', filename: 'logo.png', type: 'image/png', data: PNG };
const DOC_1: FilePart = { name: 'document_1', filename: 'Handelsregister.pdf', type: 'application/pdf', data: PDF };
const DOC_2: FilePart = { name: 'document_2', filename: 'tax.png', type: 'image/png', data: PNG };

/** A provider who registered and finished general onboarding, but not business onboarding. */
const newProvider = () => createSession(ctx.app, ctx.db, { group: 'provider', profile: { status: null } });

const profileOf = (userId: string) =>
  ctx.db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
const companyOf = (userId: string) =>
  ctx.db.selectFrom('provider_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
const documentsOf = (userId: string) =>
  ctx.db.selectFrom('provider_documents').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

async function onboard(token: string, fields: Record<string, string> = validCompany, files = [LOGO, DOC_1]) {
  return call(ctx.app, { method: 'POST', url: ONBOARDING, token, ...multipart(fields, files) });
}

describe('POST /auth/onboarding/provider', () => {
  it('needs a login (401) and the provider role (403)', async () => {
    expect(
      (await call(ctx.app, { method: 'POST', url: ONBOARDING, ...multipart(validCompany, [LOGO, DOC_1]) })).statusCode,
    ).toBe(401);
    for (const group of ['seeker', 'admin'] as const) {
      const { token } = await createSession(ctx.app, ctx.db, { group });
      const res = await call(ctx.app, {
        method: 'POST',
        url: ONBOARDING,
        token,
        ...multipart(validCompany, [LOGO, DOC_1]),
      });
      expect(res.statusCode, group).toBe(403);
    }
    expect(filesIn(ctx, 'provider-documents')).toEqual([]);
  });

  it('stores the company, logo and documents and makes the business pending', async () => {
    const { user, token } = await newProvider();
    const res = await onboard(token, { ...validCompany, document_2_kind: 'tax_certificate' }, [LOGO, DOC_1, DOC_2]);
    expect(res.statusCode).toBe(200);
    const data = res.data.data as { user: Json; provider: Json & { documents: Json[] } };
    expect(data.user).toMatchObject({
      id: user.id,
      profile: { has_completed_onboarding: true, status: 'pending', decline_reason: null },
    });
    expect(data.provider).toMatchObject({
      id: user.id,
      company_name: validCompany.company_name,
      registration_number: validCompany.registration_number,
      industry: 'logistics-and-transport',
      company_size: '51-200',
      website: 'https://nordlicht.example',
      phone: '+4930123456789',
      state_code: 'BE',
      country_code: 'DE',
      status: 'pending',
      decline_reason: null,
      reviewed_at: null,
    });
    expect(data.provider.logo_url).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(data.provider.documents).toHaveLength(2);
    expect(data.provider.documents[0]).toMatchObject({
      kind: 'registration_certificate',
      filename: 'Handelsregister.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    expect(data.provider.documents[1]).toMatchObject({ kind: 'tax_certificate', content_type: 'image/png' });

    const profile = await profileOf(user.id);
    expect(profile).toMatchObject({ status: 'pending', has_completed_onboarding: 1, decline_reason: null });
    const company = await companyOf(user.id);
    // The name in the forms of every language (ADR 0015): "logistik" and its German stem.
    expect(company?.search_name).toBe('nordlicht logistik gmbh logist');
    expect(company?.search_name).toBe(nameSearchText(validCompany.company_name));
    expect(company?.submitted_at).not.toBeNull();

    // The logo is public under its unguessable name, like an avatar.
    const logo = await ctx.app.inject({ method: 'GET', url: String(data.provider.logo_url) });
    expect(logo.statusCode).toBe(200);
    // Re-encoded without metadata (core/uploads), still a PNG, offered as a download with its stored type.
    expect(logo.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['content-disposition']).toBe('attachment');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');

    // Documents are private: their owner downloads them as attachments.
    const documentUrl = String(data.provider.documents[0]?.download_url);
    expect(documentUrl).toMatch(/^\/api\/v1\/provider\/documents\/[0-9a-f-]{36}$/);
    const download = await ctx.app.inject({
      method: 'GET',
      url: documentUrl,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="Handelsregister.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    // Not under the public media prefix.
    const [stored] = await documentsOf(user.id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/media/avatars/${stored?.storage_name ?? ''}` })).statusCode,
    ).toBe(404);
  });

  it('answers 409 when the business is pending or approved, and changes nothing', async () => {
    for (const status of ['pending', 'approved'] as const) {
      const { user, token } = await createProvider(ctx, { status });
      const before = await companyOf(user.id);
      const documentsBefore = filesIn(ctx, 'provider-documents').length;
      const res = await onboard(token);
      expect(res.statusCode, status).toBe(409);
      expect(res.data.message).toMatch(status === 'pending' ? /waiting for verification/ : /already verified/);
      expect(await companyOf(user.id)).toEqual(before);
      expect((await profileOf(user.id)).status).toBe(status);
      expect(filesIn(ctx, 'provider-documents')).toHaveLength(documentsBefore);
    }
  });

  it('refuses bad input with readable field errors, storing no row and no file', async () => {
    const { user, token } = await newProvider();
    const avatars = filesIn(ctx, 'avatars').length;
    const documents = filesIn(ctx, 'provider-documents').length;

    const bad = await onboard(token, {
      ...validCompany,
      company_name: 'A',
      company_size: '12',
      website: 'ftp://nordlicht.example',
      phone: '030 1234',
      country_code: 'Germany',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toEqual({
      company_name: ['Company name must be at least 2 characters'],
      company_size: ['Choose the size of the company'],
      website: ['Enter the full address, starting with https://'],
      phone: ['Enter the phone number in international format, e.g. +4915112345678'],
      country_code: ['Choose a country from the list'],
    });

    // Checked against the reference data: the industry slug, the country and its state.
    const unknown = await onboard(token, {
      ...validCompany,
      industry: 'space-piracy',
      country_code: 'DE',
      state_code: 'XX',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.errors).toEqual({
      industry: ['Choose an industry from the list'],
      state_code: ['Choose a state of the selected country'],
    });
    const noCountry = await onboard(token, { ...validCompany, country_code: 'ZZ' });
    expect(noCountry.data.errors).toEqual({ country_code: ['Choose a country from the list'] });

    // The first submission needs a document and a logo.
    const noFiles = await onboard(token, validCompany, []);
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.data.errors).toEqual({
      document_1: ['Upload at least one registration document (PDF, Word .docx, PNG or JPEG)'],
      logo: ['Upload the company logo (PNG, JPEG or WebP)'],
    });

    // Files are checked by their bytes, their field names and their size.
    const exe = await onboard(token, validCompany, [
      LOGO,
      { name: 'document_1', filename: 'register.pdf', type: 'application/pdf', data: EXE },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.data.errors).toEqual({
      document_1: ['The file must be one of: PDF, Word (.docx), PNG, JPEG'],
    });
    const pdfLogo = await onboard(token, validCompany, [{ ...LOGO, data: PDF }, DOC_1]);
    expect(pdfLogo.data.errors).toHaveProperty('logo');
    const fourth = await onboard(token, validCompany, [LOGO, DOC_1, { ...DOC_1, name: 'document_4' }]);
    expect(fourth.data.errors).toEqual({ document_4: ['This file field is not expected'] });
    const big = await onboard(token, validCompany, [
      { ...LOGO, data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) },
      DOC_1,
    ]);
    expect(big.statusCode).toBe(413);

    // Mass assignment: unknown fields are refused, never stored.
    const extra = await onboard(token, { ...validCompany, status: 'approved', user_id: user.id });
    expect(extra.statusCode).toBe(400);
    expect(extra.data.errors).toEqual({ body: [expect.stringMatching(/status.*user_id/)] });

    expect(await companyOf(user.id)).toBeUndefined();
    expect(await documentsOf(user.id)).toEqual([]);
    expect((await profileOf(user.id)).status).toBeNull();
    expect(filesIn(ctx, 'avatars')).toHaveLength(avatars);
    expect(filesIn(ctx, 'provider-documents')).toHaveLength(documents);
  });

  it('lets a declined provider submit again (documents optional), which makes it pending again', async () => {
    const { user, token } = await newProvider();
    expect((await onboard(token)).statusCode).toBe(200);
    const firstLogo = (await companyOf(user.id))?.logo_path;
    await ctx.db
      .updateTable('profiles')
      .set({ status: 'declined', decline_reason: 'The certificate is unreadable.' })
      .where('user_id', '=', user.id)
      .execute();

    const state = await call(ctx.app, { method: 'GET', url: ONBOARDING, token });
    expect(state.statusCode).toBe(200);
    expect(state.data.data).toMatchObject({ status: 'declined', decline_reason: 'The certificate is unreadable.' });

    const again = await onboard(token, { ...validCompany, company_name: 'Nordlicht Logistik AG' }, []);
    expect(again.statusCode).toBe(200);
    expect((again.data.data as { provider: Json }).provider).toMatchObject({
      company_name: 'Nordlicht Logistik AG',
      status: 'pending',
      decline_reason: null,
    });
    expect(await profileOf(user.id)).toMatchObject({ status: 'pending', decline_reason: null });
    expect((await companyOf(user.id))?.logo_path).toBe(firstLogo);

    // A new logo replaces the old file; new documents are added to the earlier ones.
    await ctx.db.updateTable('profiles').set({ status: 'declined' }).where('user_id', '=', user.id).execute();
    const third = await onboard(token, validCompany, [LOGO, DOC_2]);
    expect(third.statusCode).toBe(200);
    expect(await documentsOf(user.id)).toHaveLength(2);
    const newLogo = (await companyOf(user.id))?.logo_path;
    expect(newLogo).not.toBe(firstLogo);
    expect(filesIn(ctx, 'avatars')).toContain(newLogo);
    expect(filesIn(ctx, 'avatars')).not.toContain(firstLogo);
  });

  it('answers the saved submission, or null before the first one', async () => {
    const { token } = await newProvider();
    const res = await call(ctx.app, { method: 'GET', url: ONBOARDING, token });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toBeNull();
    expect((await call(ctx.app, { method: 'GET', url: ONBOARDING })).statusCode).toBe(401);
  });
});

describe('GET and PUT /provider', () => {
  it('need a login and the provider role', async () => {
    expect((await call(ctx.app, { method: 'GET', url: PROFILE })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'PUT', url: PROFILE, payload: validCompany })).statusCode).toBe(401);
    const seeker = await createSession(ctx.app, ctx.db);
    expect((await call(ctx.app, { method: 'GET', url: PROFILE, token: seeker.token })).statusCode).toBe(403);
    expect(
      (await call(ctx.app, { method: 'PUT', url: PROFILE, token: seeker.token, payload: validCompany })).statusCode,
    ).toBe(403);
  });

  it('are open to pending and approved providers only, with a clear message otherwise', async () => {
    for (const status of ['pending', 'approved'] as const) {
      const { token } = await createProvider(ctx, { status });
      const res = await call(ctx.app, { method: 'GET', url: PROFILE, token });
      expect(res.statusCode, status).toBe(200);
      expect((res.data.data as Json).status).toBe(status);
    }
    const declined = await createProvider(ctx, { status: 'declined' });
    const refused = await call(ctx.app, { method: 'GET', url: PROFILE, token: declined.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toMatch(/declined.*business onboarding/);
    const fresh = await newProvider();
    const none = await call(ctx.app, { method: 'PUT', url: PROFILE, token: fresh.token, payload: validCompany });
    expect(none.statusCode).toBe(403);
    expect(none.data.message).toBe('Complete business onboarding first.');
  });

  it('saves the company (JSON or multipart), replacing the logo when one is sent', async () => {
    const { user, token } = await createProvider(ctx);
    const json = await call(ctx.app, {
      method: 'PUT',
      url: PROFILE,
      token,
      payload: { ...validCompany, company_name: 'Écoles Réunies', state_code: '', postal_code: '' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.data.data).toMatchObject({
      company_name: 'Écoles Réunies',
      state_code: null,
      postal_code: null,
      logo_url: null,
      status: 'approved',
    });
    expect((await companyOf(user.id))?.search_name).toBe(nameSearchText('Écoles Réunies'));

    const first = await call(ctx.app, { method: 'PUT', url: PROFILE, token, ...multipart(validCompany, [LOGO]) });
    expect(first.statusCode).toBe(200);
    const firstLogo = String((first.data.data as Json).logo_url)
      .split('/')
      .pop();
    const second = await call(ctx.app, { method: 'PUT', url: PROFILE, token, ...multipart(validCompany, [LOGO]) });
    const secondLogo = String((second.data.data as Json).logo_url)
      .split('/')
      .pop();
    expect(secondLogo).not.toBe(firstLogo);
    expect(filesIn(ctx, 'avatars')).toContain(secondLogo);
    expect(filesIn(ctx, 'avatars')).not.toContain(firstLogo);

    // Without a logo the current one stays.
    const third = await call(ctx.app, { method: 'PUT', url: PROFILE, token, payload: validCompany });
    expect(String((third.data.data as Json).logo_url)).toContain(String(secondLogo));
  });

  it('refuses bad input and documents with field errors, changing nothing', async () => {
    const { user, token } = await createProvider(ctx);
    const before = await companyOf(user.id);
    const avatars = filesIn(ctx, 'avatars').length;
    const bad = await call(ctx.app, {
      method: 'PUT',
      url: PROFILE,
      token,
      ...multipart({ ...validCompany, description: 'short', industry: 'nope' }, [LOGO]),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toEqual({ description: ['Description must be at least 20 characters'] });
    const unknownIndustry = await call(ctx.app, {
      method: 'PUT',
      url: PROFILE,
      token,
      ...multipart({ ...validCompany, industry: 'nope' }, [LOGO]),
    });
    expect(unknownIndustry.data.errors).toEqual({ industry: ['Choose an industry from the list'] });
    const document = await call(ctx.app, { method: 'PUT', url: PROFILE, token, ...multipart(validCompany, [DOC_1]) });
    expect(document.statusCode).toBe(400);
    expect(document.data.errors).toEqual({ document_1: ['This file field is not expected'] });
    const registration = await call(ctx.app, {
      method: 'PUT',
      url: PROFILE,
      token,
      payload: { ...validCompany, registration_number: '<script>' },
    });
    expect(registration.data.errors).toHaveProperty('registration_number');
    expect(await companyOf(user.id)).toEqual(before);
    expect(filesIn(ctx, 'avatars')).toHaveLength(avatars);
  });
});

describe('GET /provider/documents/{id}', () => {
  it("answers 404 for another provider's document and for a missing one, 401 without login", async () => {
    const owner = await newProvider();
    await onboard(owner.token);
    const [document] = await documentsOf(owner.user.id);
    const url = `${PROFILE}/documents/${document?.id ?? ''}`;
    const other = await createProvider(ctx);
    expect((await call(ctx.app, { method: 'GET', url, token: other.token })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url })).statusCode).toBe(401);
    const seeker = await createSession(ctx.app, ctx.db);
    expect((await call(ctx.app, { method: 'GET', url, token: seeker.token })).statusCode).toBe(403);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `${PROFILE}/documents/00000000-0000-4000-8000-000000000000`,
          token: owner.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.app, { method: 'GET', url: `${PROFILE}/documents/nope`, token: owner.token })).statusCode,
    ).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url, token: owner.token })).statusCode).toBe(200);
  });
});
