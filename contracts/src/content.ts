// What the shell's pages load (reviews, blog posts, books) and the contact form's enquiries.
import { Type, type Static } from 'typebox';
import { Email, line, listResponse, Phone, StringEnum, text } from './common';
import { ENQUIRY_LIMITS, ENQUIRY_STAFF_LIMITS } from './enquiry-rules';
import { languages, type Lang } from './languages';

export const Review = Type.Object({
  id: Type.String(),
  name: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  course: Type.String(),
  createdAt: Type.String(),
  textLang: Type.Optional(
    Type.String({ description: "the text's language: the request's, or en (no translation)" }),
  ),
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
  lang: Type.Optional(
    Type.Object(
      { title: Type.String(), excerpt: Type.String(), body: Type.String() },
      { description: "each text's language: the request's, or en (no translation)" },
    ),
  ),
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
    /** The course page the visitor came from ('Enquire'), as its title. */
    course: Type.Optional(line(ENQUIRY_STAFF_LIMITS.course)),
    /** The page's language when sent: staff reply in it by default. */
    language: Type.Optional(StringEnum(languages.map((l) => l.code) as Lang[])),
    /** The field people never see (ENQUIRY_HONEYPOT_FIELD): anything in it marks a bot. */
    website: Type.Optional(Type.String({ maxLength: 500 })),
    /** The signed, timestamped token the page got from GET /enquiries/form-token. */
    formToken: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type EnquiryBody = Static<typeof EnquiryBody>;
