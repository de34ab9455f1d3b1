// The public site's content and counters: reviews, blog posts, books, enquiries, daily visits and
// key-value metadata. One file per group of tables, so a table reads beside its neighbours;
// schema.ts joins them into the Database type.
import type { Generated } from 'kysely';
import type { EnquiryEventKind, EnquiryStatus } from 'contracts';

export interface ReviewsTable {
  id: string;
  name: string;
  rating: number;
  text: string;
  course: string;
  createdAt: string;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  imageUrl: string;
  publishedAt: string;
}

export interface BooksTable {
  id: string;
  title: string;
  author: string;
  description: string;
  imageUrl: string;
  buyUrl: string;
  createdAt: string;
}

export interface EnquiriesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: string;
  /** Where it stands in the staff's inbox (migration 0018); new until someone acts on it. */
  status: Generated<EnquiryStatus>;
  /** The course page it was sent from, as the page's title. */
  course: string | null;
  /** The page's language when sent. */
  language: Generated<string>;
  assignedTo: string | null;
  updatedAt: string;
}

/** An enquiry's timeline: notes, replies, status changes and assignments. */
export interface EnquiryEventsTable {
  id: string;
  enquiryId: string;
  /** Its place in the enquiry's timeline, from 1. */
  seq: number;
  at: string;
  actorId: string | null;
  kind: EnquiryEventKind;
  /** A note's or a reply's text; an assignee's e-mail. */
  text: Generated<string>;
  /** JSON object: a reply's subject and language, a status change's from and to. */
  details: Generated<string>;
}

export interface VisitsTable {
  day: string;
  count: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** A staff text in another language (migration 0021); English stays in the item's own table. */
export interface ContentTranslationsTable {
  entity: string;
  entityId: string;
  field: string;
  lang: string;
  text: string;
  updatedAt: string;
}
