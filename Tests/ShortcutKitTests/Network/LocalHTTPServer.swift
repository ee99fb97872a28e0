import BlockingTestSupport
import Foundation
import ShortcutsTestSupport

/// A small HTTP server on 127.0.0.1 for the network actions' tests: Python's `http.server` on an
/// ephemeral port, started per test and stopped with ``stop()``. It never reaches any other
/// address, and it stops by itself after fifteen minutes should a test die without stopping it
/// (two were too few: on a loaded machine a test still using its server outlived it).
///
/// Routes (any method): `/hello` (text, header `X-Test: yes`), `/book` (JSON), `/echo` (JSON of the
/// request: method, path, query, headers in lower case, body), `/status/N` (status N, body
/// "status N body"), `/redirect` (302 to `/hello`), `/to/N?location=L` (status N to `L`), `/loop` (302 to itself), `/latin1`
/// ("café crème" in ISO-8859-1, saying so), `/bytes?n=N` (N bytes with no length given, the
/// connection's end ending them), `/slow` (never answers).
final class LocalHTTPServer: Sendable {
    private let server: PythonTestServer

    var port: Int { server.port }
    var base: String { "http://127.0.0.1:\(port)" }

    private init(_ server: PythonTestServer) { self.server = server }

    /// Starts a server and waits until it listens.
    static func start() async throws -> LocalHTTPServer { LocalHTTPServer(try await PythonTestServer.start(script)) }

    /// Stops the server and reaps it (called in a `defer`, which keeps it alive to the end).
    func stop() { server.stop() }

    static let script = #"""
        import http.server, socketserver, json, threading, time, os
        from urllib.parse import urlsplit, parse_qsl

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def log_message(self, *args): pass
            def reply(self, status, body, ctype="text/plain; charset=utf-8", extra=()):
                data = body.encode()
                self.send_response(status)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(data)))
                for name, value in extra: self.send_header(name, value)
                self.end_headers()
                if self.command != "HEAD": self.wfile.write(data)
            def handle_any(self):
                parts = urlsplit(self.path)
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length).decode("utf-8", "replace") if length else ""
                if parts.path == "/hello":
                    self.reply(200, "hello from the test server", extra=[("X-Test", "yes")])
                elif parts.path == "/book":
                    self.reply(200, json.dumps({"title": "Dune", "author": {"name": "Frank Herbert"},
                        "tags": ["sf", "classic"], "pages": 412}), "application/json")
                elif parts.path == "/echo":
                    self.reply(200, json.dumps({"method": self.command, "path": parts.path,
                        "query": parse_qsl(parts.query, keep_blank_values=True),
                        "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body}),
                        "application/json")
                elif parts.path == "/unauthorized":
                    self.reply(401, "denied for " + json.dumps({k.lower(): v for k, v in self.headers.items()}))
                elif parts.path.startswith("/status/"):
                    code = int(parts.path.split("/")[2])
                    self.reply(code, "status %d body" % code)
                elif parts.path == "/redirect":
                    self.reply(302, "", extra=[("Location", "/hello")])
                elif parts.path.startswith("/to/"):
                    code = int(parts.path.split("/")[2])
                    self.reply(code, "moved", extra=[("Location", dict(parse_qsl(parts.query))["location"])])
                elif parts.path == "/loop":
                    self.reply(302, "again", extra=[("Location", "/loop")])
                elif parts.path == "/latin1":
                    data = "café crème".encode("latin-1")
                    self.send_response(200)
                    self.send_header("Content-Type", "text/plain; charset=ISO-8859-1")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                elif parts.path == "/bytes":
                    left = int(dict(parse_qsl(parts.query))["n"])
                    self.send_response(200)
                    self.send_header("Content-Type", "application/octet-stream")
                    self.send_header("Connection", "close")
                    self.end_headers()
                    chunk = b"x" * 65536
                    try:
                        while left > 0:
                            self.wfile.write(chunk[:min(left, len(chunk))])
                            left -= len(chunk)
                    except OSError:
                        pass
                    self.close_connection = True
                elif parts.path == "/slow":
                    time.sleep(60)
                else:
                    self.reply(404, "no route " + parts.path)
            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = handle_any

        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True

        server = Server(("127.0.0.1", 0), Handler)
        threading.Timer(900, lambda: os._exit(0)).start()
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#
}
