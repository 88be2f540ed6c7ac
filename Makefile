# The two set-up commands from the README:
#   make examples   renders the bundled example campaigns into out/examples/
#   make test       builds everything and runs the test suite, then the example
#                   consumer package's tests (examples/swift-package)
#   make bench      times the render pipeline (layout, drawing, PNG encoding)
#   make bench-render  one whole `preview-cli render` against a headless-Chromium HTML mock
#   make bench-matrix  `preview-cli matrix` at -j 1 and -j 2 with and without contact sheets, against the mock per variant, memory at 512 and 1,152 variants
#   make bench-golden  `golden check` of an unchanged matrix against rendering it to files
#   make bench-diff    `preview-cli diff` against ImageMagick's compare, counts against pixelmatch's
#   make bench-all     all of the above
#   make goldens    checks the project's own goldens through preview.json (golden check)
#   make fuzz       libFuzzer on the PNG fast path and the JSON reader, FUZZ_SECONDS each (docs/security.md)
#   make dist       the release bundle dist/messagepreview-VERSION-linux-ARCH.tar.gz (docs/releasing.md)
#   make dist-check the bundle on a minimal Debian root with only its listed packages (root; docs/ci.md)
#   make image-check  the Containerfile's runtime stage built with podman, the examples run through it (root)
#   make recipe-check the shell steps of examples/ci's recipes run against the bundle (root)
# Both first install the Debian packages the build needs, when missing.
#
# Extra flags for every swift invocation, e.g. a separate build folder:
#   make test SWIFT_FLAGS="--scratch-path /tmp/build"

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
# The toolchain's usual home on our images, in case the caller's PATH lacks it.
export PATH := $(PATH):/opt/swift/usr/bin

SWIFT ?= swift
SWIFT_FLAGS ?=
# Release builds link the Swift runtime and Foundation statically: a process
# starts in about half the time, with some 10 MB less memory (docs/performance.md).
RELEASE := -c release --static-swift-stdlib
# The example package has a build folder of its own (examples/swift-package/.build):
# SWIFT_FLAGS' --scratch-path is the root package's and must not be shared.
EXAMPLE_SWIFT_FLAGS ?=
EXAMPLES_OUT ?= out/examples

.PHONY: examples test bench bench-tools bench-render bench-matrix bench-golden bench-diff bench-all goldens deps fuzz dist dist-check image-check recipe-check

deps:
	@echo "==> Checking system packages and the Swift toolchain"
	@scripts/install-deps.sh

examples: deps
	@echo "==> Building preview-cli (release)"
	@$(SWIFT) build $(RELEASE) --product preview-cli $(SWIFT_FLAGS)
	@echo "==> Rendering examples/*.json into $(EXAMPLES_OUT)/"
	@scripts/render-examples.sh "$$($(SWIFT) build $(RELEASE) $(SWIFT_FLAGS) --show-bin-path)/preview-cli" examples "$(EXAMPLES_OUT)"

# The end-to-end tests run the preview-cli binary, which --build-tests builds
# alongside the test bundle. No --parallel: every suite uses Swift Testing,
# which already runs tests in parallel in one process; --parallel only changes
# how XCTest cases are run.
test:
	@echo "==> Checking system packages (and the test tools: chromium, poppler-utils) and the Swift toolchain"
	@WITH_TEST_TOOLS=1 scripts/install-deps.sh
	@echo "==> Building the package and its tests"
	@$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	@echo "==> Running the tests"
	@# The run prints thousands of lines and CI logs keep their end: on a
	@# failure, each recorded issue (the test, file:line and message) is
	@# printed again last.
	@log=$$(mktemp); trap 'rm -f "$$log"' EXIT; \
	if ! $(SWIFT) test $(SWIFT_FLAGS) 2>&1 | tee "$$log"; then \
	  echo "==> The tests' failures again:"; \
	  grep -E -A 6 "recorded an issue|: error: " "$$log" | grep -v "^--$$" | cut -c 1-2000 | head -n 200 || true; \
	  exit 1; \
	fi
	@echo "==> Testing the example consumer package (examples/swift-package: assertPreview from another package)"
	@$(SWIFT) test --package-path examples/swift-package $(EXAMPLE_SWIFT_FLAGS)

# Speed goals live here, not in unit tests: medians of each stage of one
# iphone-15 modal render at 3x, and the whole render against PNG encoding alone.
bench: deps
	@echo "==> Building preview-bench (release)"
	@$(SWIFT) build $(RELEASE) --product preview-bench $(SWIFT_FLAGS)
	@"$$($(SWIFT) build $(RELEASE) $(SWIFT_FLAGS) --show-bin-path)/preview-bench" examples/welcome-modal.json

# Whole-process ratios measured in one run, both sides under the same load
# (docs/performance.md). The mock needs chromium, bench-diff ImageMagick.
bench-tools:
	@WITH_BENCH_TOOLS=1 scripts/install-deps.sh

bench-render: bench-tools
	@SWIFT_FLAGS="$(SWIFT_FLAGS)" Benchmarks/bench-render.sh

bench-matrix: bench-tools
	@SWIFT_FLAGS="$(SWIFT_FLAGS)" Benchmarks/bench-matrix.sh

bench-golden: deps
	@SWIFT_FLAGS="$(SWIFT_FLAGS)" Benchmarks/bench-golden.sh

bench-diff: bench-tools
	@SWIFT_FLAGS="$(SWIFT_FLAGS)" Benchmarks/bench-diff.sh

bench-all: bench-render bench-matrix bench-golden bench-diff

# The project's goldens through its own preview.json, as a user's CI would run it.
goldens: deps
	@$(SWIFT) build --product preview-cli $(SWIFT_FLAGS)
	@"$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/preview-cli" golden check

# Coverage-guided fuzzing with the toolchain's libFuzzer and AddressSanitizer:
# the harnesses live in Fuzz/, their seeds in Fuzz/corpus (docs/security.md).
FUZZ_SECONDS ?= 60
fuzz: deps
	@FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh

# The release bundle: the release binary, its resource bundle (fonts, themes),
# licences and the Debian packages it needs (scripts/make-dist.sh).
DIST_DIR ?= dist
RELEASE_BIN = $$($(SWIFT) build $(RELEASE) $(SWIFT_FLAGS) --show-bin-path)
dist: deps
	@echo "==> Building preview-cli (release)"
	@$(SWIFT) build $(RELEASE) --product preview-cli $(SWIFT_FLAGS)
	@scripts/make-dist.sh "$(RELEASE_BIN)" "$(DIST_DIR)"

# Slow (a Debian root from the mirror, about a minute or two), so not part of
# `make test`: run before a release and when the bundle or its packages change.
DIST_TARBALL = $(DIST_DIR)/messagepreview-$$("$(RELEASE_BIN)/preview-cli" --version | awk '{print $$NF}')-linux-$$(uname -m).tar.gz
dist-check: dist
	@scripts/dist-check.sh "$(DIST_TARBALL)" "$(RELEASE_BIN)/preview-cli"

image-check: dist
	@scripts/image-check.sh "$(DIST_TARBALL)" "$(RELEASE_BIN)/preview-cli"

recipe-check: dist
	@scripts/recipe-check.sh "$(DIST_TARBALL)"
