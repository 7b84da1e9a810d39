import type { Brand } from '@nm/core';
import type { PageRules } from '../../model/pageId';

/** The account area's props, for its first paint (AccountFirstPaint.tsx) and its loaded part (AccountArea.tsx). */
export interface AccountAreaProps {
  /** The header's page rules (`useHeader().rules`): on cart and checkout the area is a plain link (header.md §2). */
  rules?: Pick<PageRules, 'accountAsSignInLink'>;
  /** For the area alone, outside <nm-header> (stories, tests): its page id, read with the header's rules. */
  pageId?: string;
  /** Overrides the config's brand: `HC` renders the sister-brand links. */
  brand?: Brand;
  /** header.md §4 "Notifications": the count shown on the panel button and said in its name. */
  notificationCount: number;
}
