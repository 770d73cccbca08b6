// The candidate's own page: plain DOM, no framework, so the page's script stays
// within 15 KB. The token comes from the link's fragment, is kept for this tab only, and leaves the
// address bar at once; every call carries it in a JSON body. Each language's page starts it with its
// own texts (my-data-english.ts, my-data-arabic.ts), so a page carries one language.
import type {
  CandidateLocale,
  OwnApplication,
  SelfServiceAnswer,
  SelfServiceOverview,
  selfServiceMessages,
  Translation,
} from '@careers/shared/self-service';
import { byId, privateLinkPage } from './private-link';

export interface MyDataTexts {
  locale: CandidateLocale;
  text: Translation<typeof selfServiceMessages>;
  /** A date as the page's language writes it. */
  dateOf(iso: string): string;
  /** A message the server gave in English, in the page's language. */
  message(english: string): string;
}

/** Runs the page with the texts of its language. */
export function startMyData({ locale, text, dateOf, message }: MyDataTexts): void {
  const opened = byId<HTMLDivElement>('my-data-open');
  const list = byId<HTMLUListElement>('own-applications');
  const itemTemplate = byId<HTMLTemplateElement>('own-application');
  const contact = byId<HTMLFormElement>('own-contact');
  const confirmDialog = byId<HTMLDialogElement>('my-data-confirm');
  const lostLinkSection = byId<HTMLElement>('lost-link');

  const { say, post, refusalOf, ...page } = privateLinkPage('my-data', {
    status: 'my-data-status',
    tooMany: text.tooManyRequests,
    fallback: text.somethingWrong,
    translate: message,
  });

  /** Asks before an action that cannot be undone; resolves true on Yes. */
  function confirmed(question: string, yes: string): Promise<boolean> {
    byId('my-data-confirm-text').textContent = question;
    byId('my-data-confirm-yes').textContent = yes;
    confirmDialog.returnValue = '';
    confirmDialog.showModal();
    return new Promise((resolve) =>
      confirmDialog.addEventListener('close', () => resolve(confirmDialog.returnValue === 'confirm'), { once: true }),
    );
  }

  function busy(button: HTMLButtonElement | null, on: boolean): void {
    if (!button) return;
    button.disabled = on;
    button.setAttribute('aria-busy', String(on));
  }

  function applicationItem(application: OwnApplication, token: string): HTMLLIElement {
    const item = (itemTemplate.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLLIElement;
    const field = (name: string) => item.querySelector(`[data-field="${name}"]`) as HTMLElement;
    field('job').textContent = application.job_title ?? application.reference_id;
    field('reference').textContent = text.reference(application.reference_id);
    field('applied').textContent = text.appliedOn(dateOf(application.applied_at));
    // The status in the page's language: the server's status_text is the English one.
    field('status').textContent = text.statuses[application.status];
    const withdraw = item.querySelector('[data-action="withdraw"]') as HTMLButtonElement;
    if (!application.can_withdraw) withdraw.remove();
    withdraw.addEventListener('click', async () => {
      if (!(await confirmed(text.withdrawConfirm, text.withdraw))) return;
      await act(withdraw, '/withdraw', { token, application_id: application.id });
    });
    return item;
  }

  /** The page as the server has it; without it (erased, or nothing left) only the lost-link form stays. */
  function show(overview: SelfServiceOverview | null, token: string): void {
    lostLinkSection.hidden = overview !== null;
    if (!overview) {
      opened.hidden = true;
      page.forget();
      return;
    }
    list.replaceChildren(...overview.applications.map((application) => applicationItem(application, token)));
    (contact.elements.namedItem('full_name') as HTMLInputElement).value = overview.full_name;
    (contact.elements.namedItem('phone') as HTMLInputElement).value = overview.phone;
    (contact.elements.namedItem('email') as HTMLInputElement).value = overview.email;
    byId('own-link-expires').textContent = text.linkExpires(dateOf(overview.link_expires_at));
    opened.hidden = false;
  }

  let currentToken = '';

  /** One of the page's actions: its answer's message, and the page as the server now has it. */
  async function act(button: HTMLButtonElement | null, path: string, body: Record<string, unknown>): Promise<void> {
    busy(button, true);
    try {
      const response = await post(path, body);
      if (!response.ok) return say(await refusalOf(response), true);
      const answer = (await response.json()) as SelfServiceAnswer;
      show(answer.overview, currentToken);
      say(message(answer.message));
    } catch {
      say(text.somethingWrong, true);
    } finally {
      busy(button, false);
    }
  }

  async function open(token: string): Promise<void> {
    currentToken = token;
    const answer = await page.open<{ overview: SelfServiceOverview | null }>(token, text.somethingWrong);
    if (!answer) return;
    show(answer.overview, token);
    say(answer.overview ? '' : text.noApplications);
  }

  contact.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = (name: string) => (contact.elements.namedItem(name) as HTMLInputElement).value;
    void act(contact.querySelector('button'), '/contact', {
      token: currentToken,
      full_name: value('full_name'),
      phone: value('phone'),
    });
  });

  byId<HTMLButtonElement>('own-copy').addEventListener('click', async (event) => {
    const button = event.currentTarget as HTMLButtonElement;
    busy(button, true);
    try {
      const response = await post('/copy', { token: currentToken });
      if (!response.ok) return say(await refusalOf(response), true);
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: 'my-data.zip' });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      say(text.somethingWrong, true);
    } finally {
      busy(button, false);
    }
  });

  byId<HTMLButtonElement>('own-erase').addEventListener('click', async (event) => {
    if (!(await confirmed(text.eraseConfirm, text.erase))) return;
    await act(event.currentTarget as HTMLButtonElement, '/erase', { token: currentToken });
  });

  const lostLink = byId<HTMLFormElement>('lost-link-form');
  lostLink.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = lostLink.querySelector('button');
    busy(button, true);
    try {
      const email = (lostLink.elements.namedItem('email') as HTMLInputElement).value;
      // The new link's e-mail is written in the page's language, and leads to its page.
      const response = await post('/lost-link', { email, language: locale });
      if (!response.ok) return say(await refusalOf(response), true);
      say(message(((await response.json()) as { message: string }).message));
    } catch {
      say(text.somethingWrong, true);
    } finally {
      busy(button, false);
    }
  });

  const token = page.token();
  if (token) void open(token);
}
