"""A loopback HTTP server that serves a fixed set of pages, for real crawls in tests."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

#: The only address served: the tests never leave this machine.
LOOPBACK = "127.0.0.1"


@dataclass
class Resource:
    body: bytes
    content_type: str | None = "text/html; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)
    status: int = 200


class PageServer:
    """Serves ``resources`` (path -> Resource) on 127.0.0.1 at a free port."""

    def __init__(self, resources: dict[str, Resource]) -> None:
        self.resources = resources
        self.requests: list[str] = []
        served = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                served.requests.append(self.path)
                resource = served.resources.get(self.path)
                if resource is None:
                    self.send_error(404)
                    return
                self.send_response(resource.status)
                if resource.content_type is not None:
                    self.send_header("Content-Type", resource.content_type)
                for name, value in resource.headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(resource.body)))
                self.end_headers()
                self.wfile.write(resource.body)

            def log_message(self, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer((LOOPBACK, 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://{LOOPBACK}:{self._server.server_port}"

    def url(self, path: str) -> str:
        return self.base_url + path

    def __enter__(self) -> PageServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
