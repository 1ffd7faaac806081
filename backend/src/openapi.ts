import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ADMIN_SECURITY_SCHEME } from './common/decorators/admin-only.decorator.js';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle('Folio API')
    .setDescription(
      'The API of Folio, a personal blog for one author. Admin operations need ' +
        '`Authorization: Bearer <admin token>`; errors are JSON `{ statusCode, message, error }`. ' +
        'While Coming Soon is on, visitors get 503 `{ comingSoon: true }` from the public API.',
    )
    .setVersion('1.0')
    .setLicense('MIT', 'https://opensource.org/license/mit')
    // Relative: the API is on the origin that serves this document, whatever that origin is.
    .addServer('/', 'This Folio server')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'opaque token', description: 'The admin token, or an API key (folio_…) made in Settings → API keys' },
      ADMIN_SECURITY_SCHEME,
    )
    .build();
  return SwaggerModule.createDocument(app, options, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}

/** Swagger UI at /docs, the document at /docs-json. */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app), {
    customSiteTitle: 'Folio API',
    jsonDocumentUrl: 'docs-json',
  });
}
