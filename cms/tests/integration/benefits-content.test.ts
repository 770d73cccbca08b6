import { BENEFIT_CATEGORIES, BENEFIT_ICONS, messages, PAGE_NAMES, SECTION_TYPES } from '@careers/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { turnOnSiteBuildTriggers } from '../support/site-build-triggers';
import { getJson, testServer } from '../support/test-server';

// Benefits Management and the Content Management tab through the back-office API: each write, its
// audit line, the site build it asks for, the public answer after it, and the refusals.

interface BenefitOut {
  id: string;
  title: string;
  description: string;
  category: string;
  icon: string;
  display_order: number;
  is_active: boolean;
}
interface SectionOut {
  id: string;
  page_name: string;
  section_key: string;
  title: string;
  subtitle: string | null;
  metadata: Record<string, string>;
  display_order: number;
  is_active: boolean;
}

const BENEFITS = '/api/backoffice/benefits';
const SECTIONS = '/api/backoffice/page-sections';
const run = `${Date.now()}`;

const server = await testServer();
const cookie = await signIn(server, await createAdmin(server, 'super_admin'));
const builds = await turnOnSiteBuildTriggers(server);

afterAll(async () => {
  await builds?.stop();
  for (const uid of ['api::benefit.benefit', 'api::page-section.page-section'] as const) {
    await server.strapi.db.query(uid).deleteMany({ where: { title: { $contains: run } } });
  }
});

/**
 * The latest change the waiting build was asked for (a burst of changes, this file's or another's,
 * asks for one build and each adds its trigger at the end).
 */
const lastBuildTrigger = async () => (await builds?.waitingBuildTriggers())?.at(-1);
/** Zod's refusal of a value outside an enum, as the API relays it. */
const notOneOf = (options: readonly string[]) =>
  `Invalid option: expected one of ${options.map((option) => `"${option}"`).join('|')}`;
const audits = (entityId: string) =>
  server.strapi.db
    .query('api::audit-event.audit-event')
    .findMany({ where: { entity_id: entityId }, orderBy: { id: 'asc' } }) as Promise<{ action: string }[]>;
const actionsOn = async (entityId: string) => (await audits(entityId)).map((row) => row.action);
const send = (path: string, body: unknown, method = 'POST', as = cookie) => postJson(server, path, body, as, method);
const read = (path: string, as = cookie) => getJson(server, path, { headers: { cookie: as } });
const listQuery = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])));
const publicBenefitTitles = async () =>
  ((await getJson(server, '/api/public/benefits')).body as { data: { title: string }[] }).data.map((row) => row.title);

const benefit = (title: string, extra: Record<string, unknown> = {}) => ({
  title: `${title} ${run}`,
  description: 'Paid for in full by the company.',
  ...extra,
});
const section = (key: string, extra: Record<string, unknown> = {}) => ({
  page_name: 'about',
  section_key: `${key}_${run}`,
  section_type: 'content',
  title: `${key} ${run}`,
  ...extra,
});
/** An edit: the page and key are the section's own and not sent. */
const sectionEdit = (key: string, extra: Record<string, unknown> = {}) => {
  const { page_name, section_key, ...edit } = section(key, extra);
  return edit;
};

describe('Benefits Management', () => {
  it('adds a benefit with the defaults (Award, Health, active, last in order), audits it and asks for a build', async () => {
    const count = await server.strapi.db.query('api::benefit.benefit').count({});
    const { status, body } = await send(BENEFITS, benefit('Dental Cover'));
    expect(status).toBe(201);
    const created = body as unknown as BenefitOut;
    expect(created).toMatchObject({ icon: 'Award', category: 'Health', is_active: true, display_order: count });
    expect(await actionsOn(created.id)).toEqual(['benefit.created']);
    expect(await lastBuildTrigger()).toBe('benefit created');
    expect(await publicBenefitTitles()).toContain(created.title);
  });

  it('lists every benefit by display order, edits one, deactivates and activates it, then deletes it', async () => {
    const late = (await send(BENEFITS, benefit('Late Gym', { display_order: 99_002, icon: 'Dumbbell' })))
      .body as unknown as BenefitOut;
    const early = (await send(BENEFITS, benefit('Early Leave', { display_order: 99_001, category: 'Work-Life' })))
      .body as unknown as BenefitOut;
    const list = await read(`${BENEFITS}?${listQuery({ range: [0, 999] })}`);
    expect(list.status).toBe(200);
    const rows = list.body as BenefitOut[];
    const orders = rows.map((row) => row.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(rows.map((row) => row.id).filter((id) => id === early.id || id === late.id)).toEqual([early.id, late.id]);

    const edit = {
      ...benefit('Late Gym Plus'),
      category: 'Wellness',
      icon: 'Heart',
      is_active: true,
      display_order: 5,
    };
    const updated = await send(`${BENEFITS}/${late.id}`, edit, 'PUT');
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...edit, id: late.id });

    const off = await send(`${BENEFITS}/${late.id}/active`, { is_active: false });
    expect(off.body).toMatchObject({ is_active: false });
    expect(await lastBuildTrigger()).toBe('benefit updated');
    expect(await publicBenefitTitles()).not.toContain(edit.title);
    await send(`${BENEFITS}/${late.id}/active`, { is_active: true });
    expect(await publicBenefitTitles()).toContain(edit.title);

    const removed = await send(`${BENEFITS}/${late.id}`, undefined, 'DELETE');
    expect(removed.status).toBe(200);
    expect((await read(`${BENEFITS}/${late.id}`)).status).toBe(404);
    expect(await publicBenefitTitles()).not.toContain(edit.title);
    expect(await actionsOn(late.id)).toEqual([
      'benefit.created',
      'benefit.updated',
      'benefit.deactivated',
      'benefit.activated',
      'benefit.deleted',
    ]);
  });

  it('refuses a missing title, description or display order, an unknown icon or category and unknown keys, saving nothing', async () => {
    const before = await server.strapi.db.query('api::benefit.benefit').count({});
    const refusals: [unknown, string][] = [
      [{ description: 'No title' }, messages.validation.titleRequired],
      [benefit('Blank Title', { title: '   ' }), messages.validation.titleRequired],
      [{ title: `No description ${run}` }, messages.validation.required],
      [benefit('Bad Icon', { icon: 'Rocket' }), notOneOf(BENEFIT_ICONS)],
      [benefit('Bad Category', { category: 'Travel' }), notOneOf(BENEFIT_CATEGORIES)],
      [benefit('Sneaky', { created_at: '2020-01-01T00:00:00Z' }), 'Unrecognized key: "created_at"'],
    ];
    for (const [body, message] of refusals) {
      const answer = await send(BENEFITS, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.message).toBe(message);
    }
    const existing = (await send(BENEFITS, benefit('Kept'))).body as unknown as BenefitOut;
    const withoutOrder = await send(`${BENEFITS}/${existing.id}`, benefit('Kept Renamed'), 'PUT');
    expect(withoutOrder.status).toBe(400);
    expect((await send(`${BENEFITS}/${existing.id}/active`, { is_active: 'no' })).status).toBe(400);
    expect(await server.strapi.db.query('api::benefit.benefit').count({})).toBe(before + 1);
    expect(((await read(`${BENEFITS}/${existing.id}`)).body as BenefitOut).title).toBe(existing.title);
  });

  it('refuses filters and sort fields outside its whitelist', async () => {
    expect((await read(`${BENEFITS}?${listQuery({ filter: { constructor: 1 } })}`)).status).toBe(400);
    expect((await read(`${BENEFITS}?${listQuery({ filter: { icon: 'Award' } })}`)).status).toBe(400);
    expect((await read(`${BENEFITS}?${listQuery({ sort: ['toString', 'ASC'] })}`)).status).toBe(400);
    const active = await read(`${BENEFITS}?${listQuery({ filter: { is_active: true }, range: [0, 999] })}`);
    expect((active.body as BenefitOut[]).every((row) => row.is_active)).toBe(true);
  });
});

describe('content in Arabic', () => {
  it('keeps a benefit’s and a section’s Arabic beside the English, a blank one as none, and the site reads both', async () => {
    const added = await send(BENEFITS, benefit('Eye Care', { title_ar: 'رعاية العيون', description_ar: '   ' }));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ title_ar: 'رعاية العيون', description_ar: null });
    const publicBenefits = (await getJson(server, '/api/public/benefits')).body as {
      data: { title: string; title_ar: string | null }[];
    };
    expect(publicBenefits.data.find((row) => row.title === `Eye Care ${run}`)?.title_ar).toBe('رعاية العيون');

    const arabic = { title_ar: 'ثقافتنا', subtitle_ar: 'كيف نعمل', content_ar: 'نعمل معًا في المنامة.' };
    const made = await send(SECTIONS, section('arabic', arabic));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const shown = (await getJson(server, '/api/public/pages/about/sections')).body as {
      data: { title: string; title_ar: string | null; content_ar: string | null }[];
    };
    expect(shown.data.find((row) => row.title === `arabic ${run}`)).toMatchObject({
      title_ar: arabic.title_ar,
      content_ar: arabic.content_ar,
    });
    // Too long is refused, as the English title is, saving nothing.
    const tooLong = await send(BENEFITS, benefit('Long Arabic', { title_ar: 'م'.repeat(121) }));
    expect(tooLong.status).toBe(400);
    expect(await publicBenefitTitles()).not.toContain(`Long Arabic ${run}`);
  });
});

describe('Content Management: page sections', () => {
  it('adds a section after the last one of its page, edits it keeping its place, hides and deletes it, each audited and published', async () => {
    const last = await server.strapi.db
      .query('api::page-section.page-section')
      .findOne({ where: { page_name: 'about' }, orderBy: { display_order: 'desc' } });
    const next = (last?.display_order ?? -1) + 1;
    const created = await send(SECTIONS, section('culture', { metadata: { icon: 'Heart', color: 'yellow' } }));
    expect(created.status).toBe(201);
    const row = created.body as unknown as SectionOut;
    expect(row).toMatchObject({ display_order: next, is_active: true, metadata: { icon: 'Heart', color: 'yellow' } });
    expect(await lastBuildTrigger()).toBe('page-section created');

    const edited = await send(
      `${SECTIONS}/${row.id}`,
      sectionEdit('culture', { title: `Our culture ${run}`, subtitle: 'How we work', metadata: { icon: 'Target' } }),
      'PUT',
    );
    expect(edited.body).toMatchObject({
      title: `Our culture ${run}`,
      subtitle: 'How we work',
      display_order: next,
      // A colour left out is yellow, applied by the server.
      metadata: { icon: 'Target', color: 'yellow' },
    });
    const shown = await getJson(server, '/api/public/pages/about/sections');
    expect((shown.body as { data: { title: string }[] }).data.map((one) => one.title)).toContain(`Our culture ${run}`);

    await send(`${SECTIONS}/${row.id}/active`, { is_active: false });
    const hidden = await getJson(server, '/api/public/pages/about/sections');
    expect((hidden.body as { data: { id: string }[] }).data.map((one) => one.id)).not.toContain(row.id);
    expect((await send(`${SECTIONS}/${row.id}`, undefined, 'DELETE')).status).toBe(200);
    expect(await actionsOn(row.id)).toEqual([
      'page_section.created',
      'page_section.updated',
      'page_section.deactivated',
      'page_section.deleted',
    ]);
  });

  it('moves a section up and down among its page’s sections, and refuses a move past either end', async () => {
    const made: SectionOut[] = [];
    for (const [index, key] of ['first', 'second', 'third'].entries()) {
      const answer = await send(SECTIONS, section(key, { page_name: 'home', display_order: 90_000 + index }));
      made.push(answer.body as unknown as SectionOut);
    }
    const [first, second, third] = made.map((row) => row.id);
    const mine = async () => {
      const list = await read(`${SECTIONS}?${listQuery({ filter: { page_name: 'home' }, range: [0, 999] })}`);
      const rows = list.body as SectionOut[];
      expect(rows.every((row) => row.page_name === 'home')).toBe(true);
      return rows.map((row) => row.id).filter((id) => made.some((row) => row.id === id));
    };
    expect(await mine()).toEqual([first, second, third]);
    expect((await send(`${SECTIONS}/${third}/move`, { direction: 'up' })).status).toBe(200);
    expect(await mine()).toEqual([first, third, second]);
    expect((await send(`${SECTIONS}/${first}/move`, { direction: 'down' })).status).toBe(200);
    expect(await mine()).toEqual([third, first, second]);

    const pastEnd = await send(`${SECTIONS}/${second}/move`, { direction: 'down' });
    expect(pastEnd.status).toBe(400);
    expect(pastEnd.body.error?.message).toBe(messages.sectionsAdmin.cannotMove);
    expect((await send(`${SECTIONS}/${first}/move`, { direction: 'sideways' })).status).toBe(400);
    expect(await mine()).toEqual([third, first, second]);
    expect(await actionsOn(String(third))).toEqual(['page_section.created', 'page_section.moved']);
  });

  it('refuses a blank title, an unknown page, type, icon or key, and unknown filters', async () => {
    const refusals: [unknown, string][] = [
      [section('blank', { title: ' ' }), messages.validation.titleRequired],
      [section('nopage', { page_name: 'careers' }), notOneOf(PAGE_NAMES)],
      [section('notype', { section_type: 'footer' }), notOneOf(SECTION_TYPES)],
      [section('noicon', { metadata: { icon: 'Rocket' } }), messages.validation.invalidInput],
      [section('extra', { owner: 'me' }), 'Unrecognized key: "owner"'],
    ];
    for (const [body, message] of refusals) {
      const answer = await send(SECTIONS, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.message).toBe(message);
    }
    expect((await read(`${SECTIONS}?${listQuery({ filter: { page_name: 'careers' } })}`)).status).toBe(400);
    expect((await read(`${SECTIONS}?${listQuery({ filter: { hasOwnProperty: 'x' } })}`)).status).toBe(400);
  });
});

describe('Content Management: what an edit may not change', () => {
  it('keeps a section’s page and key as made: an edit naming either is refused and changes nothing', async () => {
    const made = (await send(SECTIONS, section('placed'))).body as unknown as SectionOut;
    expect(made.metadata.color).toBe('yellow');
    for (const moved of [{ page_name: 'home' }, { section_key: `moved_${run}` }]) {
      const answer = await send(
        `${SECTIONS}/${made.id}`,
        { ...sectionEdit('placed', { title: `Moved ${run}` }), ...moved },
        'PUT',
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toBe(`Unrecognized key: "${Object.keys(moved)[0]}"`);
    }
    const kept = (await read(`${SECTIONS}/${made.id}`)).body as SectionOut;
    expect(kept).toMatchObject({ page_name: 'about', section_key: made.section_key, title: made.title });
    expect(await actionsOn(made.id)).toEqual(['page_section.created']);
  });

  it('refuses a button link that is not a page, an anchor or a web address, on add and on edit', async () => {
    // Hidden, so the about page other files read never shows these stand-ins.
    const button = (content: string) => sectionEdit('button', { section_type: 'cta', content, is_active: false });
    for (const hostile of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,hi',
      '//evil.test',
    ]) {
      // The home page's own keys: a test section stands in for them on the about page, the site never shows it.
      const added = await send(SECTIONS, { ...button(hostile), page_name: 'about', section_key: 'cta_primary' });
      expect(added.status, hostile).toBe(400);
      expect(added.body.error?.message).toBe(messages.sectionsAdmin.unsafeLink);
    }
    const refusedRows = { where: { section_key: 'cta_primary', title: { $contains: run } } };
    expect(await server.strapi.db.query('api::page-section.page-section').count(refusedRows)).toBe(0);

    const safe = await send(SECTIONS, {
      ...button('https://careers.example/jobs'),
      page_name: 'about',
      section_key: 'final_cta_button',
    });
    expect(safe.status).toBe(201);
    const stored = safe.body as unknown as SectionOut & { content: string };
    for (const link of ['/jobs', '#benefits', 'http://careers.example']) {
      expect((await send(`${SECTIONS}/${stored.id}`, button(link), 'PUT')).status, link).toBe(200);
    }
    const edited = await send(`${SECTIONS}/${stored.id}`, button('javascript:alert(1)'), 'PUT');
    expect(edited.status).toBe(400);
    expect(edited.body.error?.message).toBe(messages.sectionsAdmin.unsafeLink);
    expect(((await read(`${SECTIONS}/${stored.id}`)).body as { content: string }).content).toBe(
      'http://careers.example',
    );
    // Other sections' content is text, not a link.
    expect((await send(SECTIONS, section('prose', { content: 'javascript: is not a link here' }))).status).toBe(201);
  });
});

describe('permissions', () => {
  it('benefits need manage_benefits and sections manage_content, on every route', async () => {
    const contentEditor = await signIn(server, await adminWithFlags(server, ['manage_content']));
    const benefitsEditor = await signIn(server, await adminWithFlags(server, ['manage_benefits']));
    const ownBenefit = (await send(BENEFITS, benefit('Permitted'), 'POST', benefitsEditor))
      .body as unknown as BenefitOut;
    expect(ownBenefit.title).toBe(`Permitted ${run}`);
    const ownSection = (await send(SECTIONS, section('permitted'), 'POST', contentEditor))
      .body as unknown as SectionOut;
    expect(ownSection.title).toBe(`permitted ${run}`);

    const refused = [
      read(BENEFITS, contentEditor),
      send(BENEFITS, benefit('Refused'), 'POST', contentEditor),
      send(`${BENEFITS}/${ownBenefit.id}`, { ...benefit('Refused'), display_order: 1 }, 'PUT', contentEditor),
      send(`${BENEFITS}/${ownBenefit.id}/active`, { is_active: false }, 'POST', contentEditor),
      send(`${BENEFITS}/${ownBenefit.id}`, undefined, 'DELETE', contentEditor),
      read(`${BENEFITS}/${ownBenefit.id}`, contentEditor),
      read(SECTIONS, benefitsEditor),
      read(`${SECTIONS}/${ownSection.id}`, benefitsEditor),
      send(SECTIONS, section('refused'), 'POST', benefitsEditor),
      send(`${SECTIONS}/${ownSection.id}`, sectionEdit('refused'), 'PUT', benefitsEditor),
      send(`${SECTIONS}/${ownSection.id}/active`, { is_active: false }, 'POST', benefitsEditor),
      send(`${SECTIONS}/${ownSection.id}/move`, { direction: 'up' }, 'POST', benefitsEditor),
      send(`${SECTIONS}/${ownSection.id}`, undefined, 'DELETE', benefitsEditor),
    ];
    for (const answer of await Promise.all(refused)) expect(answer.status).toBe(403);
    expect(((await read(`${BENEFITS}/${ownBenefit.id}`)).body as BenefitOut).is_active).toBe(true);
    expect((await read(`${SECTIONS}/${ownSection.id}`)).body as SectionOut).toMatchObject({
      is_active: true,
      title: `permitted ${run}`,
    });
    expect(await actionsOn(ownBenefit.id)).toEqual(['benefit.created']);
  });
});
