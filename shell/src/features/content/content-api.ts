import { http } from 'shared';

/** GET /api/reviews (newest first). */
export interface Review {
  id: string;
  name: string;
  rating: number;
  text: string;
  course?: string;
  createdAt?: string;
}

/** GET /api/blogs (newest first). */
export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author?: string;
  publishedAt: string;
}

/** GET /api/books. */
export interface Book {
  id: string;
  title: string;
  author: string;
  description: string;
  imageUrl?: string;
  buyUrl?: string;
}

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
