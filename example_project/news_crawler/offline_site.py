"""A loopback web server for the bundled site, so the example crawls with no network.

It serves ``site/`` like a static web server: ``.html.gz`` files (the articles,
kept gzipped as they came from the corpus) with ``Content-Encoding: gzip``, a
directory as its ``index.html``, and 404 for anything else. It listens on
127.0.0.1 only, on a free port, in a background thread.
"""

from __future__ import annotations

import mimetypes
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

SITE = Path(__file__).resolve().parent.parent / "site"
#: The only address served: nothing outside this machine reaches the site.
LOOPBACK = "127.0.0.1"


class OfflineSite:
    def __init__(self, root: Path = SITE) -> None:
        self.root = root.resolve()
        site = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                found = site.resolve(self.path)
                if found is None:
                    self.send_error(404)
                    return
                path, encoding = found
                body = path.read_bytes()
                name = path.name.removesuffix(".gz") if encoding else path.name
                kind = mimetypes.guess_type(name)[0] or "application/octet-stream"
                self.send_response(200)
                self.send_header(
                    "Content-Type", kind + ("; charset=utf-8" if kind == "text/plain" else "")
                )
                if encoding:
                    self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer((LOOPBACK, 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def resolve(self, url_path: str) -> tuple[Path, str | None] | None:
        """The file for a URL path and its content encoding, or None (never outside root)."""
        relative = unquote(urlsplit(url_path).path).lstrip("/")
        candidate = (self.root / relative).resolve()
        if not candidate.is_relative_to(self.root):
            return None
        if candidate.is_dir():
            candidate = candidate / "index.html"
        if candidate.is_file():
            return candidate, None
        gzipped = candidate.with_name(candidate.name + ".gz")
        if gzipped.is_file():
            return gzipped, "gzip"
        return None

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self._server.server_port}/"

    def start(self) -> OfflineSite:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
