import type { Db } from '../database';
import { AssessmentsRepository } from './assessments';
import { CertificatesRepository } from './certificates';
import { CertificateVerificationsRepository } from './certificate-verifications';
import { ContentRepository, MetaRepository } from './content';
import { OneTimeCodesRepository } from './one-time-codes';
import { QuestionsRepository } from './questions';
import { QuizRepository } from './quiz';
import { SessionsRepository } from './sessions';
import { UsersRepository } from './users';

export interface Repositories {
  users: UsersRepository;
  codes: OneTimeCodesRepository;
  certificates: CertificatesRepository;
  questions: QuestionsRepository;
  quiz: QuizRepository;
  content: ContentRepository;
  meta: MetaRepository;
  assessments: AssessmentsRepository;
  sessions: SessionsRepository;
  verifications: CertificateVerificationsRepository;
}

export function createRepositories(db: Db): Repositories {
  return {
    users: new UsersRepository(db),
    codes: new OneTimeCodesRepository(db),
    certificates: new CertificatesRepository(db),
    questions: new QuestionsRepository(db),
    quiz: new QuizRepository(db),
    content: new ContentRepository(db),
    meta: new MetaRepository(db),
    assessments: new AssessmentsRepository(db),
    sessions: new SessionsRepository(db),
    verifications: new CertificateVerificationsRepository(db),
  };
}
