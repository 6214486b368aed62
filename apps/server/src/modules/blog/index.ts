import path from 'node:path';
import { routedModule, type AppModule, type Platform } from '../module.js';
import { blogRoutes } from './blog.routes.js';
import { BlogService } from './blog.service.js';

/** The blog, read from Markdown files at start-up. Owns no table. */
export async function blogModule(platform: Platform): Promise<AppModule<BlogService>> {
  const { blogDir } = platform.config;
  const service = await BlogService.load(blogDir, platform.log);
  return routedModule('blog', service, blogRoutes, { blog: service, imagesDir: path.join(blogDir, 'images') });
}
