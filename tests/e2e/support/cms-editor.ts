// What a content editor does in /cms, through the same Content Manager API the panel's forms call.
import { type APIRequestContext, expect, request as requests } from '@playwright/test';
import { base } from './system';

const EDITOR = { email: 'editor@gulfhorizon.bh', password: 'Editor2025!cms' };
const POSTINGS = '/content-manager/collection-types/api::job-posting.job-posting';
const BENEFITS = '/content-manager/collection-types/api::benefit.benefit';

export class CmsEditor {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** Signs in as the development editor (Strapi rate-limits sign-ins: once per test file). */
  static async signIn(): Promise<CmsEditor> {
    const request = await requests.newContext();
    const response = await request.post(`${base()}/admin/login`, { data: EDITOR });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { token: string } };
    return new CmsEditor(request, body.data.token);
  }

  private async send(method: 'POST' | 'PUT', path: string, data: Record<string, unknown>) {
    const response = await this.request.fetch(`${base()}${path}`, {
      method,
      data,
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { documentId: string } }).data;
  }

  async signOut(): Promise<void> {
    await this.request.dispose();
  }

  async createPosting(fields: Record<string, unknown>): Promise<string> {
    return (await this.send('POST', POSTINGS, fields)).documentId;
  }

  async updatePosting(documentId: string, fields: Record<string, unknown>): Promise<void> {
    await this.send('PUT', `${POSTINGS}/${documentId}`, fields);
  }

  /** Saves a benefit unchanged: a publish of public content, so the site rebuilds. */
  async resaveFirstBenefit(): Promise<void> {
    const response = await this.request.get(`${base()}${BENEFITS}?page=1&pageSize=1`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    const { results } = (await response.json()) as { results: { documentId: string; title: string }[] };
    const benefit = results[0];
    if (!benefit) throw new Error('the demo company has benefits');
    await this.send('PUT', `${BENEFITS}/${benefit.documentId}`, { title: benefit.title });
  }
}
