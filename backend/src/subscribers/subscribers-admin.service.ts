import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { CsvError } from 'csv-parse/sync';
import { Clock } from '../common/clock.js';
import { newUrlToken } from '../common/tokens/url-token.js';
import { csvLine, EXPORT_HEADER, readAddresses } from './subscribers-csv.js';
import type { ListSubscribersQueryDto, SubscriberImportDto, SubscriberListDto } from './subscribers.dto.js';
import { SubscribersRepository } from './subscribers.repository.js';

export const SUBSCRIBERS_PAGE_SIZE = 20;
const EXPORT_BATCH = 1000;
const IMPORT_BATCH = 1000;

/** The author's side of the list: read it, search it, remove a reader, take it away as CSV, bring one in. */
@Injectable()
export class SubscribersAdminService {
  constructor(
    private readonly repository: SubscribersRepository,
    private readonly clock: Clock,
  ) {}

  async list(query: ListSubscribersQueryDto): Promise<SubscriberListDto> {
    const page = query.page ?? 1;
    const q = query.q?.trim() || undefined;
    const [{ rows, total }, counts] = await Promise.all([
      this.repository.page({ q, status: query.status }, SUBSCRIBERS_PAGE_SIZE, (page - 1) * SUBSCRIBERS_PAGE_SIZE),
      this.repository.counts(),
    ]);
    return { items: rows.map(({ id, email, status, created_at }) => ({ id, email, status, created_at: created_at.toISOString() })), total, counts };
  }

  async delete(id: string): Promise<void> {
    if (!(await this.repository.delete(id))) throw new NotFoundException(`No subscriber has the id ${id}`);
  }

  /** The CSV, a thousand readers at a time. */
  async *exportCsv(): AsyncGenerator<string> {
    yield EXPORT_HEADER;
    for await (const rows of this.repository.inBatches(EXPORT_BATCH)) yield rows.map(csvLine).join('');
  }

  /**
   * Readers moving with the author. With `consent` they are confirmed; without it they are pending
   * and nothing is sent: a flood of confirmation emails to people who never asked this site for
   * anything is what gets a sender marked as spam. Addresses already known keep their status (an
   * unsubscribed reader is never subscribed again by an import). All or nothing: one transaction.
   */
  async import(file: Buffer | undefined, consent: boolean): Promise<SubscriberImportDto> {
    if (!file?.length) throw new BadRequestException('file is required: send a CSV file in the multipart field "file"');
    let read: ReturnType<typeof readAddresses>;
    try {
      read = readAddresses(file);
    } catch (error) {
      if (error instanceof CsvError) throw new BadRequestException(`file is not a readable CSV file: ${error.message}`);
      throw error;
    }
    const unique = new Map<string, string>();
    for (const { email } of read.addresses) if (!unique.has(email.toLowerCase())) unique.set(email.toLowerCase(), email);
    const readers = [...unique.values()].map((email) => ({ email, unsubscribeToken: newUrlToken() }));
    const imported = await this.repository.importReaders(readers, consent ? 'confirmed' : 'pending', this.clock.now(), IMPORT_BATCH);
    return { imported, already_known: read.addresses.length - imported, invalid: read.invalid };
  }
}
