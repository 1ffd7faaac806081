import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The module-boundaries messages ESLint, with the project's own config, gives `code` as the file `file`. */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((message) => message.ruleId === 'folio/module-boundaries').map((message) => message.message);
}

describe('the lint rule on imports between modules (npm run lint)', () => {
  it.each([
    ['backend/src/common/guards/some.guard.ts', "import { AdminAuthService } from '../../admin/admin-auth.service.js';", /common\/ is shared code and must not import admin\//],
    ['backend/src/database/entities.ts', "import { PostEntity } from '../posts/post.entity.js';", /database\/ is shared code and must not import posts\//],
    ['backend/src/render/markdown.worker.ts', "const turndown = await import('../transfer/html-to-markdown.js');", /render\/ is shared code and must not import transfer\//],
    ['backend/src/common/filters/x.filter.ts', "export { AppModule } from '../../app.module.js';", /must not import app\.module/],
    ['backend/src/config/app-config.ts', "import type { HttpTimeouts } from '../common/http/http-server.js';", /config\/ is read by every module and imports nothing of ours/],
    ['frontend/src/features/posts/editor.tsx', "import { UploadDialog } from '../images/components/upload-dialog.component';", /features\/posts reaches into features\/images: import from its public index\.ts/],
    ['frontend/src/components/card.tsx', "import { PostsListPage } from '../features/posts/posts-list.page';", /shared frontend code must not import the feature posts\//],
  ])('refuses %s importing across the line', async (file, code, message) => {
    expect(await boundaryMessages(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['backend/src/posts/posts.service.ts', "import { EncodedBody } from '../common/http/encoded-body.js';"],
    ['backend/src/images/images.service.ts', "import { PostEvents } from '../posts/post-events.js';"],
    ['backend/src/common/filters/x.filter.ts', "import { isDatabaseUnavailable } from './database-errors.js';"],
    ['backend/src/database/database.ts', "import type { AppConfig } from '../config/app-config.js';"],
    ['backend/src/app.module.ts', "import { PostsModule } from './posts/posts.module.js';"],
    ['backend/src/common/cache/byte-budget-lru.spec.ts', "import { PostsCache } from '../../posts/posts-cache.js';"],
    ['frontend/src/features/posts/editor.tsx', "import { UploadDialog } from '../images';"],
    ['frontend/src/features/posts/editor.tsx', "import { UploadDialog } from '../images/index';"],
    ['frontend/src/features/posts/editor.tsx', "import { localTime } from './schedule/local-time';"],
    ['frontend/src/app/router.tsx', "import { HomePage } from '../features/home/home.page';"],
  ])('lets %s import what it may', async (file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});
