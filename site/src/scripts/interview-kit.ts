// An interviewer's kit: plain DOM, no framework, so the page's script stays
// within 20 KB. The token comes from the link's fragment, is kept for this tab only, and leaves the
// address bar at once; every call carries it in a JSON body. The scorecard is saved as a draft while
// the interviewer types, until they submit it.
import {
  type InterviewKit,
  ratingLabels,
  recommendationLabels,
  SCORECARD_RATINGS,
  interviewKitMessages as text,
} from '@careers/shared/interview-kit';
import { byId, privateLinkPage } from './private-link';

const DRAFT_DELAY_MS = 1500;

const opened = byId<HTMLDivElement>('kit-open');
const form = byId<HTMLFormElement>('kit-scorecard');
const submitButton = byId<HTMLButtonElement>('kit-submit');
const draftLine = byId<HTMLSpanElement>('kit-draft');
const field = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLElement;

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Bahrain' }).format(
    new Date(iso),
  );
const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Asia/Bahrain' }).format(new Date(iso));

const { say, post, refusalOf, ...page } = privateLinkPage('interview-kit', {
  status: 'kit-status',
  tooMany: text.tooManyRequests,
  fallback: text.submitFailed,
});

let token = '';
let kit: InterviewKit | null = null;

/** A radio group: "Not rated" (or nothing) and each choice, the stored one checked. */
function radios(name: string, choices: readonly string[], names: Record<string, string>, checked: string | null) {
  return choices.map((choice) => {
    const label = document.createElement('label');
    const input = Object.assign(document.createElement('input'), { type: 'radio', name, value: choice });
    input.checked = choice === (checked ?? '');
    label.append(input, ` ${names[choice] ?? ''}`);
    return label;
  });
}

function showAttributes(current: InterviewKit): void {
  const template = byId<HTMLTemplateElement>('kit-attribute');
  byId('kit-attributes').replaceChildren(
    ...current.focus_attributes.map((attribute, index) => {
      const node = (template.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLFieldSetElement;
      (node.querySelector('[data-field="name"]') as HTMLElement).textContent = attribute.name;
      (node.querySelector('[data-field="good"]') as HTMLElement).textContent = attribute.good_looks_like;
      const rating = current.scorecard.ratings[index] ?? null;
      (node.querySelector('[data-field="scale"]') as HTMLElement).replaceChildren(
        ...radios(`rating-${index}`, ['', ...SCORECARD_RATINGS], { '': text.notRated, ...ratingLabels }, rating),
      );
      return node;
    }),
  );
}

function showOthers(current: InterviewKit): void {
  const note = byId('kit-others-note');
  const list = byId('kit-others');
  if (!current.colleagues_visible) note.textContent = text.othersOff;
  else if (current.colleagues === null) note.textContent = text.othersHidden;
  else note.textContent = current.colleagues.length === 0 ? text.othersNone : '';
  list.replaceChildren(
    ...(current.colleagues ?? []).map((colleague) => {
      const card = Object.assign(document.createElement('article'), { className: 'card kit-colleague' });
      const heading = document.createElement('h3');
      heading.textContent = `${colleague.interviewer_name}: ${colleague.recommendation ? recommendationLabels[colleague.recommendation] : ''}`;
      const when = Object.assign(document.createElement('p'), { className: 'muted' });
      when.textContent = text.submittedAt(dateTime(colleague.submitted_at));
      const ratings = document.createElement('ul');
      current.focus_attributes.forEach((attribute, index) => {
        const rating = colleague.ratings[index];
        if (!rating) return;
        const item = document.createElement('li');
        item.textContent = `${attribute.name}: ${ratingLabels[rating]}`;
        ratings.append(item);
      });
      const takeaways = Object.assign(document.createElement('p'), { className: 'kit-text' });
      takeaways.textContent = colleague.takeaways;
      card.append(heading, when, ratings, takeaways);
      return card;
    }),
  );
}

/** The kit as the server has it now. */
function show(current: InterviewKit, firstTime: boolean): void {
  kit = current;
  if (firstTime) {
    field('candidate').textContent = `${current.candidate_name} · ${current.reference_id}`;
    field('posting').textContent = current.job_title;
    // A posting without a title or requirements (since deleted) leaves no empty heading behind.
    if (!current.job_title)
      for (const node of document.querySelectorAll<HTMLElement>('[data-posting]')) node.hidden = true;
    if (!current.requirements.trim()) byId('kit-requirements').hidden = true;
    field('when').textContent = `${dateTime(current.starts_at)} · ${text.minutes(current.duration_minutes)}`;
    field('where').textContent = current.location;
    const meeting = field('meeting') as HTMLAnchorElement;
    if (current.meeting_link && /^https?:\/\//.test(current.meeting_link)) {
      meeting.href = current.meeting_link;
      meeting.textContent = current.meeting_link;
    } else for (const node of document.querySelectorAll<HTMLElement>('[data-meeting]')) node.hidden = true;
    field('interviewer').textContent = text.yourName(current.interviewer_name);
    field('requirements').textContent = current.requirements;
    const screening = byId('kit-screening');
    if (current.screening.length === 0)
      screening.replaceWith(Object.assign(document.createElement('p'), { textContent: text.noScreening }));
    else
      screening.replaceChildren(
        ...current.screening.flatMap((entry) => [
          Object.assign(document.createElement('dt'), { textContent: entry.question }),
          Object.assign(document.createElement('dd'), { textContent: entry.answer, className: 'kit-text' }),
        ]),
      );
    if (!current.cv) {
      byId('kit-show-cv').remove();
      byId('kit-cv').textContent = text.noCv;
    }
    showAttributes(current);
    (form.elements.namedItem('takeaways') as HTMLTextAreaElement).value = current.scorecard.takeaways;
    (form.elements.namedItem('private_note') as HTMLTextAreaElement).value = current.scorecard.private_note;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[name="recommendation"]'))
      input.checked = input.value === current.scorecard.recommendation;
  }
  const submitted = current.scorecard.submitted_at;
  submitButton.textContent = (submitted ? submitButton.dataset.save : submitButton.dataset.submit) ?? '';
  draftLine.textContent = submitted
    ? text.submittedAt(dateTime(submitted))
    : current.scorecard.draft_saved_at
      ? text.draftSaved(time(current.scorecard.draft_saved_at))
      : '';
  field('expires').textContent = text.editableUntil(dateTime(current.link_expires_at));
  showOthers(current);
  opened.hidden = false;
}

/** The form as the server takes it. */
function scorecard(): Record<string, unknown> {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLTextAreaElement).value;
  const checked = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value || null;
  return {
    token,
    ratings: (kit?.focus_attributes ?? []).map((_, index) => checked(`rating-${index}`)),
    takeaways: value('takeaways'),
    private_note: value('private_note'),
    recommendation: checked('recommendation'),
  };
}

let draftTimer: ReturnType<typeof setTimeout> | undefined;
let draftSaving: Promise<void> = Promise.resolve();

async function saveDraft(): Promise<void> {
  if (!kit || kit.scorecard.submitted_at) return;
  draftLine.textContent = text.draftSaving;
  try {
    const response = await post('/draft', scorecard());
    if (!response.ok) {
      draftLine.textContent = text.draftFailed;
      return;
    }
    show(((await response.json()) as { kit: InterviewKit }).kit, false);
  } catch {
    draftLine.textContent = text.draftFailed;
  }
}

form.addEventListener('input', () => {
  if (!kit || kit.scorecard.submitted_at) return;
  clearTimeout(draftTimer);
  draftTimer = setTimeout(() => {
    draftSaving = draftSaving.then(saveDraft);
  }, DRAFT_DELAY_MS);
});

/** Take-aways and a recommendation are required; each problem is named beside its field. */
function problems(): boolean {
  const takeaways = form.elements.namedItem('takeaways') as HTMLTextAreaElement;
  const missingTakeaways = takeaways.value.trim() === '';
  const missingChoice = !form.querySelector('input[name="recommendation"]:checked');
  byId('kit-takeaways-error').hidden = !missingTakeaways;
  byId('kit-recommendation-error').hidden = !missingChoice;
  takeaways.setAttribute('aria-invalid', String(missingTakeaways));
  if (missingTakeaways) takeaways.focus();
  else if (missingChoice) form.querySelector<HTMLInputElement>('input[name="recommendation"]')?.focus();
  return missingTakeaways || missingChoice;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (problems()) return;
  clearTimeout(draftTimer);
  await draftSaving;
  submitButton.disabled = true;
  submitButton.setAttribute('aria-busy', 'true');
  try {
    const response = await post('/submit', scorecard());
    if (!response.ok) return say(await refusalOf(response), true);
    const answer = (await response.json()) as { kit: InterviewKit; message: string };
    show(answer.kit, false);
    say(answer.message);
  } catch {
    say(text.submitFailed, true);
  } finally {
    submitButton.disabled = false;
    submitButton.setAttribute('aria-busy', 'false');
  }
});

/** The CV inline, on request: a PDF in the browser's viewer from a blob, a Word file as its text. */
byId<HTMLButtonElement>('kit-show-cv').addEventListener('click', async (event) => {
  const button = event.currentTarget as HTMLButtonElement;
  const place = byId('kit-cv');
  button.disabled = true;
  try {
    const response = await post('/cv', { token });
    if (!response.ok) {
      place.textContent = await refusalOf(response);
      button.disabled = false;
      return;
    }
    if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
      const view = (await response.json()) as { text: string };
      place.replaceChildren(Object.assign(document.createElement('pre'), { textContent: view.text }));
    } else {
      const frame = document.createElement('iframe');
      frame.title = text.cvFrameTitle(kit?.candidate_name ?? '');
      frame.src = URL.createObjectURL(await response.blob());
      place.replaceChildren(frame);
    }
    button.remove();
  } catch {
    place.textContent = text.cvUnreadable;
    button.disabled = false;
  }
});

async function open(): Promise<void> {
  const answer = await page.open<{ kit: InterviewKit }>(token, text.linkInvalid);
  if (!answer) return;
  show(answer.kit, true);
  say('');
}

// Another kit's link opened in this tab changes only the fragment: open that kit afresh.
addEventListener('hashchange', () => {
  if (/^#[A-Za-z0-9_-]{43}$/.test(location.hash)) location.reload();
});

const found = page.token();
if (found) {
  token = found;
  void open();
} else say(text.linkInvalid, true);
