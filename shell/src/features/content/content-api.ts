import type { BlogPost, Book, Review } from 'contracts';
import { http } from 'shared';

/** GET /api/reviews, /api/blogs (newest first) and /api/books: the contract's shapes. */
export type { BlogPost, Book, Review };

interface ListResponse<T> {
  success: boolean;
  data: T[];
}

async function list<T>(url: string): Promise<T[]> {
  const { data } = await http.get<ListResponse<T>>(url);
  return Array.isArray(data?.data) ? data.data : [];
}

export const fetchReviews = () => list<Review>('/reviews');
export const fetchBlogPosts = () => list<BlogPost>('/blogs');
export const fetchBooks = () => list<Book>('/books');
