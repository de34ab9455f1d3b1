/** The texts around the lists from the API (reviews, blogs, resources); the lists' entries are the site's content. */
export const listsEn = {
  reviewsTitle: 'Reviews',
  reviewsDescription:
    'What learners say about our CompTIA, PECB, Unity, Tally and Microsoft courses in New Delhi.',
  reviewsLead: 'What our learners and clients say about their courses and projects with us.',
  reviewsEmpty: 'No reviews yet.',
  rated: 'Rated {rating} out of 5',
  reviewsError: 'We could not load the reviews.',
  blogsTitle: 'Our blogs',
  blogsDescription:
    'Articles on IT certifications, career paths, cyber security, cloud and ISO standards.',
  blogsLead: 'Articles from our trainers on certifications, careers and technology.',
  blogsLoading: 'Loading articles...',
  blogsEmpty: 'No articles yet.',
  blogsError: 'We could not load the articles.',
  resourcesTitle: 'Resources',
  resourcesDescription:
    'Books and study guides we recommend for CompTIA, PECB and other certification exams.',
  resourcesLead: 'Books and study guides our trainers recommend for each certification.',
  resourcesEmpty: 'No books listed yet.',
  resourcesError: 'We could not load the books.',
  getBook: 'Get “{title}”',
  opensInNewTab: '(opens in a new tab)',
  tryAgain: 'Try again',
};

export type ListsKey = keyof typeof listsEn;
