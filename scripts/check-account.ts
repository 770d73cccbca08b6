// The account check of the back office, for ops who cannot sign in: what exists for an e-mail and
// how to fix it. Reads the configured database; changes nothing. Runs the built CMS as it is, beside
// a running instance: it installs, builds and compiles nothing.
//   npm run account:check -- someone@example.com
// Exits 0 when the account can sign in, 1 when something is wrong with it, 2 for a bad argument.
import { bootCms, type LoadedStrapi } from './lib/boot-cms.ts';

interface Diagnosis {
  email: string;
  admin_record_exists: boolean;
  is_active: boolean | null;
  authentication_account_exists: boolean;
  role_name: string | null;
  how_to_fix: string;
}
interface FirstAdminModule {
  diagnoseAccount(strapi: LoadedStrapi, email: string): Promise<Diagnosis | null>;
  setupIsOpen(strapi: LoadedStrapi): Promise<boolean>;
}

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run account:check -- <e-mail>');
  process.exit(2);
}
const cms = await bootCms({
  env: { ENGINE_WORKERS: 'false', SITE_AUTO_BUILD: 'false', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
  useBuiltCode: true,
});
try {
  const { diagnoseAccount, setupIsOpen } = cms.load<FirstAdminModule>('domain/auth/first-admin.js');
  const diagnosis = await diagnoseAccount(cms.strapi, email);
  if (!diagnosis) {
    console.error(`✖ "${email}" is not an e-mail address`);
    process.exitCode = 2;
  } else {
    const yesNo = (value: boolean | null) => (value === null ? '–' : value ? 'yes' : 'no');
    console.log(`\nAccount check for ${diagnosis.email}`);
    console.log(`  admin record exists:            ${yesNo(diagnosis.admin_record_exists)}`);
    console.log(`  active:                         ${yesNo(diagnosis.is_active)}`);
    console.log(`  authentication account exists:  ${yesNo(diagnosis.authentication_account_exists)}`);
    console.log(`  role:                           ${diagnosis.role_name ?? '–'}`);
    console.log(`  How to Fix: ${diagnosis.how_to_fix}`);
    // For scripts and monitors: 0 only when the account can sign in.
    const inOrder = diagnosis.admin_record_exists && diagnosis.is_active && diagnosis.authentication_account_exists;
    if (!inOrder) process.exitCode = 1;
    if (await setupIsOpen(cms.strapi)) console.log('  No admin exists yet: /admin2025/setup is open.');
  }
} finally {
  await cms.stop();
}
