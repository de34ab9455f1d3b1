/** The FAQ page's English texts; each other language's file in ./i18n has exactly this shape. */
export const faqEn = {
  title: 'Frequently asked questions',
  description:
    'Answers about our courses, exam vouchers, online batches, payments, certificates and refunds.',
  lead: 'Answers to what learners ask us most about courses, exams, payments and certificates.',
  entries: [
    {
      question: 'Do your courses include the certification exam voucher?',
      answer:
        'Most CompTIA and PECB courses can be booked with or without the official exam voucher. With the voucher you also get a practice test and help booking your exam slot.',
    },
    {
      question: 'Can I attend online instead of coming to the New Delhi centre?',
      answer:
        'Yes. Every batch runs live online as well as in class, with the same trainer, labs and recordings of each session for revision.',
    },
    {
      question: 'How long does a CompTIA Security+ course take?',
      answer:
        'The weekday batch runs for five weeks, two hours a day; the weekend batch runs for six weekends. Both include about 20 hours of hands-on labs.',
    },
    {
      question: 'I have no IT background. Where should I start?',
      answer:
        'CompTIA A+ is the usual starting point, followed by Network+ and Security+. Book a free counselling session and a trainer will suggest a path that fits your goals.',
    },
    {
      question: 'Do you teach Unity game development, Tally and Microsoft courses too?',
      answer:
        'Yes. We run Unity game development from beginner to portfolio level, Tally Prime with GST for accountants and business owners, and Microsoft 365, Excel and Azure fundamentals.',
    },
    {
      question: 'How do I pay for a course?',
      answer:
        'You can pay by PayPal, by credit or debit card on the card provider’s secure page, or by bank transfer. The Pay Now menu at the top of every page lists all three.',
    },
    {
      question: 'How can an employer check my certificate?',
      answer:
        'Every certificate we issue has a unique ID. Anyone can check it on our Certificate Lookup page and download a PDF copy of the verified details.',
    },
    {
      question: 'Do you offer internships?',
      answer:
        'We offer three- and six-month internships in web development, cloud operations, digital marketing and cyber security, working on real client projects under a mentor.',
    },
    {
      question: 'What is your refund policy?',
      answer:
        'A full refund is available up to seven days before a batch starts; after that you can move to a later batch at no cost. Exam vouchers cannot be refunded once issued. See Our Policies for the details.',
    },
  ],
} as const;
