import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dbTime, queryRow, runSql } from './support/database';
import { documentId } from './support/document-id';
import { newestMail } from './support/mailbox';
import { sessionOf } from './support/sessions';
import { base } from './support/system';

test.use({ storageState: sessionOf('super_admin') });

/** A template of this journey's own, so no other journey's e-mails change. */
async function insertTemplate(): Promise<{ key: string; name: string }> {
  const id = documentId();
  const key = `zz_e2e_${id.slice(0, 10)}`;
  const name = `Journey template ${id.slice(0, 6)}`;
  const now = dbTime(Date.now());
  await runSql(
    `INSERT INTO email_templates (document_id, name, template_key, subject, body, variables, is_active,
       created_at, updated_at, published_at)
     VALUES (?, ?, ?, 'Hello about {{job_title}}', '<p>Dear {{applicant_name}},</p>', ?, ?, ?, ?, ?)`,
    id,
    name,
    key,
    JSON.stringify(['applicant_name', 'job_title']),
    true,
    now,
    now,
    now,
  );
  return { key, name };
}

/** In the editor the preview frame is the template's own HTML in an opaque sandbox: axe checks around it. */
const AROUND_PREVIEW = { skipFrames: true };

test('edit a template with its live preview, save it and send a test to the mailbox', async ({ page }) => {
  test.setTimeout(60_000);
  const template = await insertTemplate();
  await page.goto(`${base()}/admin2025/email-templates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: template.key });
  await expect(row).toContainText('Hello about {{job_title}}');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Edit ${template.name}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit Template: ${template.name}` });
  const preview = editor.frameLocator('iframe[title="Preview of the e-mail with sample values"]');
  await expect(preview.getByText('Dear Maryam Al Sayed,')).toBeVisible();
  await expect(editor.getByTitle('Preview of the e-mail with sample values')).toHaveAttribute('sandbox', '');
  await expectNoAxeViolations(page, AROUND_PREVIEW);

  // The subject as typed, the variable from its chip at the end, the preview rendered by the server.
  const subject = editor.getByRole('textbox', { name: 'Subject', exact: true });
  await subject.fill('Update on ');
  await editor.getByRole('button', { name: 'Insert {{job_title}}' }).click();
  await expect(subject).toHaveValue('Update on {{job_title}}');
  await expect(editor.getByText('Subject: Update on Senior Accountant')).toBeVisible();

  await editor.getByRole('button', { name: 'Save Template' }).click();
  const notice = page.getByRole('dialog', { name: 'Save template' });
  await expect(notice).toContainText('Template saved successfully!');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Update on {{job_title}}');
  const stored = await queryRow('SELECT subject FROM email_templates WHERE template_key = ?', template.key);
  expect(stored?.subject).toBe('Update on {{job_title}}');

  await row.getByRole('button', { name: `Edit ${template.name}` }).click();
  const address = `journey.${template.key}@example.com`;
  await editor.getByLabel('Send a test to').fill('not-an-address');
  await editor.getByRole('button', { name: 'Send Test' }).click();
  const result = page.getByRole('dialog', { name: 'Test e-mail' });
  await expect(result).toContainText('Please enter a valid email address');
  await result.getByRole('button', { name: 'OK' }).click();
  const asked = Date.now();
  await editor.getByLabel('Send a test to').fill(address);
  await editor.getByRole('button', { name: 'Send Test' }).click();
  await expect(result).toContainText(`Test email sent successfully to ${address}!`);
  const mail = await newestMail(address, '[TEST] Update on Senior Accountant', asked);
  expect(mail.text).toContain('This is a test e-mail from the back office.');
  expect(mail.text).toContain('Dear Maryam Al Sayed,');
  await result.getByRole('button', { name: 'OK' }).click();

  // A hostile body is previewed as a page that runs nothing: the paragraph after the script shows,
  // the script before it never ran.
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await editor
    .getByRole('textbox', { name: 'Body (HTML)' })
    .fill(
      '<script>console.log("script ran")</script><img src="x" onerror="console.log(\'script ran\')"><p>After the script</p>',
    );
  await expect(preview.getByText('After the script')).toBeVisible();
  expect(logged).not.toContain('script ran');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
});
