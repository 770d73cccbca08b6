import type { APIRoute } from 'astro';
import { jobFeed } from '../lib/job-feed';

export const GET: APIRoute = ({ site }) => jobFeed('en', site);
