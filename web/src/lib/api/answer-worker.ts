/** The worker that parses large answers (ADR 0049): it receives an AnswerJob and answers with its AnswerDone. */
import { runAnswerJob, type AnswerJob } from './answer-schemas.ts';

self.addEventListener('message', (event: MessageEvent<AnswerJob>) => {
  self.postMessage(runAnswerJob(event.data));
});
