#!/usr/bin/env python3
"""End-to-end test of `preview-cli golden review` in a real browser.

Drives Debian's Chromium through Playwright for Python (pip's `playwright`,
pointed at the system browser: no browser download). Run by
Tests/PreviewCLITests/Review/GoldenReviewBrowserTests.swift in a scratch repository whose goldens differ
from what its campaigns render: two copies of a modal whose button colour
changed, so each language's change is one group of two outputs.

    golden_review.py --cli PATH --repo DIR --chromium PATH

Prints one line per step and exits 0 when every check passed, 1 otherwise.
"""
import argparse
import os
import re
import select
import signal
import socket
import subprocess
import sys
import time


def fail(message):
    print("FAILED: " + message, flush=True)
    raise SystemExit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print("ok: " + message, flush=True)


def raw_request(port, text, timeout=10):
    """Sends `text` as it is and returns the status code of the answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(text.encode("latin-1"))
        answer = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            answer += chunk
    match = re.match(rb"HTTP/1\.1 (\d{3}) ", answer)
    return int(match.group(1)) if match else None


def read_address(process, deadline):
    """The address the command prints, read from its standard output (the
    rest of which is kept for the closing checks)."""
    buffer = b""
    while time.time() < deadline:
        ready, _, _ = select.select([process.stdout], [], [], 1)
        if not ready:
            continue
        chunk = os.read(process.stdout.fileno(), 65536)
        if not chunk:
            break
        buffer += chunk
        match = re.search(rb"open (http://127\.0\.0\.1:(\d+)/([0-9a-f]{64})/)\n", buffer)
        if match:
            return match.group(1).decode(), int(match.group(2)), match.group(3).decode(), buffer.decode()
    fail("golden review printed no address; stdout: %r; stderr: %r" % (buffer, process.stderr.read() if process.poll() is not None else b""))


def golden(repo, path):
    with open(os.path.join(repo, "goldens", path), "rb") as file:
        return file.read()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    parser.add_argument("--repo", required=True)
    parser.add_argument("--chromium", required=True)
    arguments = parser.parse_args()
    repo = arguments.repo

    from playwright.sync_api import sync_playwright, expect

    groups = {lang: ["welcome-modal%s/iphone-15-portrait-%s-l.png" % (copy, lang) for copy in ("", "-copy")] for lang in ("en", "ar")}
    before = {path: golden(repo, path) for paths in groups.values() for path in paths}

    process = subprocess.Popen([arguments.cli, "golden", "review", "--no-open"], cwd=repo, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    printed = ""
    try:
        address, port, token, printed = read_address(process, time.time() + 240)
        print("serving " + address.replace(token, "TOKEN"), flush=True)

        # Requests a browser on another site, a local program without the token, or a rebinding page would send.
        host = "Host: 127.0.0.1:%d\r\n" % port
        check(raw_request(port, "GET / HTTP/1.1\r\n" + host + "\r\n") == 403, "a request without the token is refused (403)")
        check(raw_request(port, "GET /%s/ HTTP/1.1\r\n%s\r\n" % ("0" * 64, host)) == 403, "a wrong token is refused (403)")
        check(raw_request(port, "GET /%s/ HTTP/1.1\r\nHost: rebound.example:%d\r\n\r\n" % (token, port)) == 403,
              "a foreign Host (DNS rebinding) is refused (403)")
        body = '{"decision":"accept","paths":["%s"]}' % groups["en"][0]
        check(raw_request(port, "POST /%s/api/decide HTTP/1.1\r\n%sOrigin: http://evil.example\r\nContent-Type: application/json\r\n"
                          "Content-Length: %d\r\n\r\n%s" % (token, host, len(body), body)) == 403, "a change from another origin is refused (403)")
        check(raw_request(port, "GET /%s/api/decide HTTP/1.1\r\n%s\r\n" % (token, host)) == 405, "a change by GET is refused (405)")
        check(raw_request(port, "GET /%s/ HTTP/1.1\r\n%sX-Big: %s\r\n\r\n" % (token, host, "a" * 20000)) == 431,
              "an oversized request head is refused (431)")
        check(raw_request(port, "GET /%s/images/../../preview.json HTTP/1.1\r\n%s\r\n" % (token, host)) == 400,
              "a path with .. is refused (400)")
        check(all(golden(repo, path) == before[path] for path in before), "no golden was written by the refused requests")

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=arguments.chromium, args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(address)
            cards = page.locator("main article.entry")
            expect(cards).to_have_count(2)
            check(True, "the page shows 2 cards (one per language, each a group of 2 identical changes)")

            page.select_option("select[data-filter=language]", "ar")
            visible = page.locator("main article.entry:visible")
            expect(visible).to_have_count(1)
            expect(page.locator(".review-accept-shown")).to_have_text("Accept all shown (2)")
            check(True, "filtering by language shows one card, and Accept all shown counts its 2 outputs")

            card = visible.first
            card.locator(".review-actions .review-accept").click()
            expect(card).to_have_attribute("data-review", "accepted")
            expect(card.locator(".review-label")).to_have_text("Accepted: 2 goldens written")
            check(True, "accepting the group marks the card accepted")

            actual = lambda path: open(os.path.join(repo, ".preview/result/actual", path), "rb").read()
            check(all(golden(repo, path) == actual(path) and golden(repo, path) != before[path] for path in groups["ar"]),
                  "both goldens of the group now hold the actual outputs")
            check(all(golden(repo, path) == before[path] for path in groups["en"]), "the other group's goldens are untouched")

            page.select_option("select[data-filter=language]", "")
            english = page.locator("main article.entry:not([data-review])")
            expect(english).to_have_count(1)
            english.locator(".review-actions .review-reject").click()
            expect(page.locator("main article.entry[data-review=rejected]")).to_have_count(1)
            expect(page.locator(".review-note")).to_have_text("2 accepted, 2 rejected")
            check(all(golden(repo, path) == before[path] for path in groups["en"]), "rejecting writes nothing")

            # A designer edits a campaign: the server checks again and the page redraws with the new change.
            campaign = os.path.join(repo, "campaigns", "level-up-slideup.json")
            text = open(campaign, encoding="utf-8").read()
            with open(campaign, "w", encoding="utf-8") as file:
                file.write(text.replace("Level 5 unlocked", "Level 6 unlocked", 1))
            expect(page.locator("main article.entry[id^='level-up-slideup/']").first).to_be_visible(timeout=120000)
            check(True, "editing a campaign re-renders it and the page reloads with its changed outputs")

            unauthorised = page.evaluate("""async () => {
                const response = await fetch('/', { cache: 'no-store' });
                return response.status;
            }""")
            check(unauthorised == 403, "the page's own origin without the token is refused (403)")
            browser.close()
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
        try:
            out, err = process.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            out, err = process.communicate()
            fail("golden review did not stop within 60 s of SIGINT")
    out, err = printed + out.decode(), err.decode()
    check(process.returncode == 0, "Ctrl-C (SIGINT) stops the server with status 0 (it was %s; stderr: %r)" % (process.returncode, err[-2000:]))
    check("golden review: stopped (Ctrl-C); 2 accepted, 2 rejected" in out, "the closing line counts the decisions: %r" % out[-300:])


if __name__ == "__main__":
    main()
