import type { ReactNode } from 'react';

/** A create or edit page's words: its title and the product's notices after saving. */
export interface PageTexts {
  title: string;
  success: string;
  failure: string;
}

/** What a resource's create and edit pages share; their words and the list they return to are the page's resource's. */
export interface ResourcePage {
  /** The form, and whatever the page shows beside it. */
  children: ReactNode;
}
