import type { BlogPost, BlogPostList, Book, BookList, Review, ReviewList } from 'contracts';
import { http } from 'shared';

/** GET /api/reviews, /api/blogs (newest first) and /api/books: the contract's shapes. */
export type { BlogPost, Book, Review };

async function list<List extends { data: unknown[] }>(url: string): Promise<List['data']> {
  const { data } = await http.get<List>(url);
  return Array.isArray(data?.data) ? data.data : [];
}

export const fetchReviews = () => list<ReviewList>('/reviews');
export const fetchBlogPosts = () => list<BlogPostList>('/blogs');
export const fetchBooks = () => list<BookList>('/books');
