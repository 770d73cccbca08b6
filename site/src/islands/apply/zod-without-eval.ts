import { z } from 'zod';

// The site's Content-Security-Policy allows no eval. Without this, zod probes `new Function` when the
// form's schemas are built and the browser reports a policy violation (now on every job page, since
// the form's code is fetched at idle). Imported first by the modal's entry.
z.config({ jitless: true });
