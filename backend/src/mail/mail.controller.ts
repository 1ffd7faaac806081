import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { MailSettingsDto, SendTestMailDto, TestMailSentDto } from './mail.dto.js';
import { MailService } from './mail.service.js';

@ApiTags('mail')
@Controller('api/mail')
@AdminOnly()
export class MailController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @ApiOperation({
    summary: 'How mail is sent',
    description: 'Through SMTP_URL, or (without it) written as .eml files to DATA_DIR/outbox. Never shows the URL, its password or the DKIM key.',
  })
  @ApiOkResponse({ type: MailSettingsDto })
  settings(): MailSettingsDto {
    return this.mail.settings();
  }

  @Post('test')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a test email',
    description: 'Sends a short message to `to` (default AUTHOR_EMAIL) through the configured transport, at most 5 a minute from one client address.',
  })
  @ApiOkResponse({ type: TestMailSentDto })
  @ApiBadRequestResponse({ description: 'to is not an email address, or was left out and AUTHOR_EMAIL is not set', type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ description: 'More than 5 test messages in a minute; see Retry-After', type: ErrorResponseDto })
  @ApiBadGatewayResponse({ description: 'The mail server refused the message, or could not be reached: "The mail server refused the message: <its answer>"', type: ErrorResponseDto })
  sendTest(@Body() body: SendTestMailDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<TestMailSentDto> {
    return this.mail.sendTest(body.to, request.ip, response);
  }
}
