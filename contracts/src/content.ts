// What the shell's pages load (reviews, blog posts, books) and the contact form's enquiries.
import { Type, type Static } from 'typebox';
import { Email, line, listResponse, pagedResponse, Phone, text } from './common';
import { ENQUIRY_LIMITS } from './enquiry-rules';

export const Review = Type.Object({
  id: Type.String(),
  name: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  course: Type.String(),
  createdAt: Type.String(),
});
export type Review = Static<typeof Review>;

export const BlogPost = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  body: Type.String(),
  author: Type.String(),
  imageUrl: Type.String(),
  publishedAt: Type.String(),
});
export type BlogPost = Static<typeof BlogPost>;

export const Book = Type.Object({
  id: Type.String(),
  title: Type.String(),
  author: Type.String(),
  description: Type.String(),
  imageUrl: Type.String(),
  buyUrl: Type.String(),
});
export type Book = Static<typeof Book>;

export const ReviewList = listResponse(Review);
export type ReviewList = Static<typeof ReviewList>;
export const BlogPostList = listResponse(BlogPost);
export type BlogPostList = Static<typeof BlogPostList>;
export const BookList = listResponse(Book);
export type BookList = Static<typeof BookList>;

export const BlogSlugParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9-]{1,120}$' }),
});
export type BlogSlugParams = Static<typeof BlogSlugParams>;

export const BlogPostResponse = Type.Object({ success: Type.Boolean(), data: BlogPost });
export type BlogPostResponse = Static<typeof BlogPostResponse>;

export const EnquiryBody = Type.Object(
  {
    name: line(ENQUIRY_LIMITS.name, 1),
    email: Email,
    phone: Type.Optional(Phone),
    subject: line(ENQUIRY_LIMITS.subject, 1),
    message: text(ENQUIRY_LIMITS.message, ENQUIRY_LIMITS.minMessage),
  },
  { additionalProperties: false },
);
export type EnquiryBody = Static<typeof EnquiryBody>;

export const Enquiry = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  createdAt: Type.String(),
});
export type Enquiry = Static<typeof Enquiry>;

export const EnquiriesPage = pagedResponse(Enquiry);
export type EnquiriesPage = Static<typeof EnquiriesPage>;
