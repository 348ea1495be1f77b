import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { getPartnerBlocks } from './api';

export const readPartnerBlocks = cachedPublicRead('partner-blocks', ['partners'], getPartnerBlocks);
