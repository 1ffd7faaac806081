import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_ONLY, ADMIN_OPTIONAL } from '../../src/common/decorators/admin-only.decorator.js';
import type { Access } from './openapi-operations.js';

export interface AppRoute {
  method: string;
  /** In the document's spelling: `/api/posts/{id}`. */
  path: string;
}

const toDocumentPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

/** Every route the running Express app answers, read from its router (the app's truth, whatever the decorators say). */
export function expressRoutes(app: NestExpressApplication): AppRoute[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: Array<{ route?: { path: unknown; methods: Record<string, boolean> } }> } }).router;
  const routes: AppRoute[] = [];
  for (const layer of router.stack) {
    if (!layer.route || typeof layer.route.path !== 'string') continue;
    for (const method of Object.keys(layer.route.methods).filter((name) => name !== '_all')) {
      routes.push({ method: method.toLowerCase(), path: toDocumentPath(layer.route.path) });
    }
  }
  return routes;
}

/** Every handler of every controller, with the access its decorators ask for (@AdminOnly, @AdminOptional, neither). */
export function controllerRoutes(app: NestExpressApplication): Array<AppRoute & { access: Access; handler: string }> {
  const found: Array<AppRoute & { access: Access; handler: string }> = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!controller) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (requestMethod === undefined) continue;
        const required = Reflect.getMetadata(ADMIN_ONLY, handler) ?? Reflect.getMetadata(ADMIN_ONLY, controller);
        const optional = Reflect.getMetadata(ADMIN_OPTIONAL, handler) ?? Reflect.getMetadata(ADMIN_OPTIONAL, controller);
        const access: Access = required ? 'admin' : optional ? 'optional' : 'public';
        for (const prefix of prefixes) {
          for (const route of [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[]) {
            const path = `/${[prefix, route].map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
            found.push({ method: RequestMethod[requestMethod]!.toLowerCase(), path: toDocumentPath(path), access, handler: `${controller.name}.${name}` });
          }
        }
      }
    }
  }
  return found;
}
