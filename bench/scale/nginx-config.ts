/**
 * The load balancer of the scale set (bench/scale/scale-set.ts): nginx 1.22 in front of N instances. docs/deploy.md
 * quotes the `http` part of this file as the production settings; bench/scale/deploy-doc.scale.test.ts keeps the
 * two in step.
 */

export interface NginxConfigOptions {
  /** Directory of the pid file, logs and nginx's temp files (never the system's). */
  dir: string;
  /** Port the load balancer listens on (loopback). */
  port: number;
  /** Ports of the instances, all on 127.0.0.1. */
  instancePorts: number[];
}

/**
 * What a production load balancer in front of the instances needs, as nginx directives (docs/deploy.md):
 * round robin with no stickiness, keep-alive to the instances, the client's address and host forwarded,
 * `/chat/events` streamed unbuffered, bodies up to an upload's size, and idempotent requests retried on another
 * instance when one goes away.
 */
export function proxySettings(upstream: string): string {
  return `
    # Uploads through the local-disk adapter are PUT here (10 MB at most, ADR 5); JSON bodies stop at BODY_LIMIT.
    client_max_body_size 11m;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Forwarded-Proto $scheme;
    # Set, not appended: the instances trust X-Forwarded-For (TRUST_PROXY=true) for rate limits and login throttles.
    proxy_set_header X-Forwarded-For $remote_addr;

    proxy_connect_timeout 2s;
    proxy_send_timeout 60s;
    proxy_read_timeout 60s;
    # An instance that refuses or drops a connection: try the next. nginx retries GET, PUT and DELETE even after the
    # request was sent (an answer save is idempotent), never POST or PATCH.
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 10s;
    # Which instance answered (a retried request lists each it tried).
    add_header X-Upstream $upstream_addr always;

    location / {
      proxy_pass http://${upstream};
    }

    # Chat live events (SSE): no buffering, and longer than the app's 25 s keep-alive ping between bytes.
    location = /chat/events {
      proxy_pass http://${upstream};
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }

    # Signed upload PUTs stream to the instance as they arrive.
    location /uploads/signed/ {
      proxy_pass http://${upstream};
      proxy_request_buffering off;
    }`;
}

export function upstreamBlock(name: string, instancePorts: number[]): string {
  const servers = instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return `
  # Round robin, no ip_hash or sticky cookie: any instance answers any request.
  upstream ${name} {
${servers}
    keepalive 32;
  }`;
}

export function nginxConfig({ dir, port, instancePorts }: NginxConfigOptions): string {
  return `# Written by bench/scale/scale-set.ts; settings explained in docs/deploy.md.
daemon off;
# One worker: the machine's cores belong to the instances.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  # The bench's load generator sends thousands of requests on each connection; nginx's default closes a client's
  # connection after 1,000, which autocannon counts as errors. Browsers never get near either.
  keepalive_requests 100000;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreamBlock('careerroad', instancePorts)}

  server {
    listen 127.0.0.1:${port};
${proxySettings('careerroad')}
  }
}
`;
}
