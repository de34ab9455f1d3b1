// The public site's content and counters: reviews, blog posts, books, enquiries, daily visits and
// key-value metadata. One file per group of tables, so a table reads beside its neighbours;
// schema.ts joins them into the Database type.

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
}

export interface VisitsTable {
  day: string;
  count: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}
