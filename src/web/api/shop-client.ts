import axios, { type AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS } from './cbt-client-constants';

export interface ShopClientOptions {
  baseURL: string;
  headers?: Record<string, string>;
}

/** Axios client for the brand B main (shop) API (spec §7.2): credentials included, 10 s timeout. */
export function createShopClient(options: ShopClientOptions): AxiosInstance {
  return axios.create({
    baseURL: options.baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    withCredentials: true,
    headers: options.headers,
  });
}
