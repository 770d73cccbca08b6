import type { ReactNode } from 'react';

/** A create or edit page's words: its title and the spec's notices after saving. */
export interface PageTexts {
  title: string;
  success: string;
  failure: string;
}

/** What a resource's create and edit pages share; the list they return to is the page's resource. */
export interface ResourcePage {
  texts: PageTexts;
  /** The form, and whatever the page shows beside it. */
  children: ReactNode;
}
