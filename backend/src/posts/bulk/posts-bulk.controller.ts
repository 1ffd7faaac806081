import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/decorators/admin-only.decorator.js';
import { ClosedDuringComingSoon } from '../../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../../common/dto/error-response.dto.js';
import { TRASH_KEEP_HOURS } from '../trash/post-trash.repository.js';
import { BULK_IDS_MAX, BulkPostsDto, BulkPostsResultDto, RestorePostsDto } from './posts-bulk.dto.js';
import { PostsBulkService } from './posts-bulk.service.js';

@ApiTags('posts')
@Controller('api/posts')
@ClosedDuringComingSoon()
export class PostsBulkController {
  constructor(private readonly bulk: PostsBulkService) {}

  @Post('bulk')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish, unpublish, tag, untag or delete many posts',
    description:
      'Post by post, each exactly as the single action would (PATCH or DELETE /api/posts/{id}); the answer says what became of each id. ' +
      'A post that cannot be changed (deleted meanwhile, changed meanwhile) is reported and left as it was; the others are done. ' +
      `Deleted posts can be restored for ${TRASH_KEEP_HOURS} hours (POST /api/posts/restore).`,
  })
  @ApiOkResponse({ type: BulkPostsResultDto })
  @ApiBadRequestResponse({ description: `An unknown action, no ids or more than ${BULK_IDS_MAX}, an id that is not a UUID, or a missing or unwanted tag`, type: ErrorResponseDto })
  apply(@Body() body: BulkPostsDto): Promise<BulkPostsResultDto> {
    return this.bulk.apply(body);
  }

  @Post('restore')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Undo deletes',
    description:
      `Brings back posts deleted in the last ${TRASH_KEEP_HOURS} hours as they were: the same id, address, text, tags, status, dates, cover and revisions. ` +
      'Old links to a restored published post lead to it again (no longer 410). A post whose address another post has taken meanwhile is reported as a conflict and stays deleted.',
  })
  @ApiOkResponse({ type: BulkPostsResultDto })
  @ApiBadRequestResponse({ description: `No ids or more than ${BULK_IDS_MAX}, or an id that is not a UUID`, type: ErrorResponseDto })
  restore(@Body() body: RestorePostsDto): Promise<BulkPostsResultDto> {
    return this.bulk.restore(body.ids);
  }
}
