#!/usr/bin/env python3
"""Turns one job of a CI recipe in examples/ci into a shell script that runs
it as its CI would, for scripts/recipe-check.sh (make recipe-check).

usage: recipe-job.py github RECIPE JOB [SHARD]
       recipe-job.py gitlab RECIPE JOB [NODE_INDEX]
       recipe-job.py image RECIPE JOB          prints the job's container image

The script runs inside a fresh minimal Debian root standing for the job's
container (debian:RELEASE-slim); its workspace and temporary folder are in
/job, and what jobs share is in /shared:

  /shared/repo.git      the app repository (its goldens in Git LFS), as the
                        CI service would clone it
  /shared/repo.tar      the same files as a plain archive, LFS pointers and
                        all: what actions/checkout falls back to without git
  /shared/repo-lfs.tar  the files with the LFS goldens fetched: what GitLab's
                        runner checks out (its helper image has git-lfs)
  /shared/artifacts/    artifacts of earlier jobs, and where this one's go

Shell steps run as the CI runs them (GitHub: each `run:` with `bash -e -o
pipefail`, $GITHUB_PATH honoured between steps, `${{ matrix.* }}` and
`${{ env.* }}` filled in; GitLab: before_script and script in one shell,
`extends:` and variables merged). The steps that call an action are played
by small stand-ins: checkout (clone and, with `lfs: true`, git lfs pull when
git is there; the archive otherwise), upload/download-artifact (copies under
/shared/artifacts), cache (nothing: a cold cache), action-junit-report and the
pull-request comment's github-script (the file each reads must exist). Any other `uses:` or `${{ }}` expression is refused, so a
recipe cannot grow a step this check silently skips.

The variables named in RECIPE_OVERRIDES (space-separated NAME=VALUE) replace
the recipe's, e.g. MESSAGEPREVIEW_RELEASES=file:///shared/releases.
"""
import os
import re
import shlex
import sys

import yaml

WORKSPACE = "/job/workspace"


def overrides():
    pairs = os.environ.get("RECIPE_OVERRIDES", "").split()
    return dict(pair.split("=", 1) for pair in pairs)


def exports(variables):
    return "".join(f"export {name}={shlex.quote(str(value))}\n" for name, value in variables.items())


def github(recipe, job_name, shard):
    workflow = yaml.safe_load(open(recipe))
    job = workflow["jobs"][job_name]
    variables = {**workflow.get("env", {}), **job.get("env", {}), **overrides()}
    matrix = {"shard": shard} if shard else {}

    def fill(text):
        def value(match):
            expression = match.group(1).strip()
            if expression.startswith("matrix.") and expression[7:] in matrix:
                return str(matrix[expression[7:]])
            if expression.startswith("env.") and expression[4:] in variables:
                return str(variables[expression[4:]])
            sys.exit(f"recipe-job: {recipe}: {job_name}: unsupported expression ${{{{ {expression} }}}}")
        return re.sub(r"\$\{\{(.*?)\}\}", value, text)

    lines = [
        "set -u",
        exports(variables),
        f"export CI=true GITHUB_ACTIONS=true GITHUB_WORKSPACE={WORKSPACE} RUNNER_TEMP=/job/temp",
        "export GITHUB_PATH=/job/temp/_path GITHUB_STEP_SUMMARY=/job/temp/_summary.md GITHUB_ENV=/job/temp/_env",
        f"mkdir -p {WORKSPACE} /job/temp /shared/artifacts && : >/job/temp/_path && : >/job/temp/_summary.md",
        "failed=0",
        # Each step sees the folders earlier steps added to GITHUB_PATH, the
        # latest first.
        "step() {",
        '    added=$(tac "$GITHUB_PATH" | paste -sd:)',
        f'    (cd {WORKSPACE} && PATH="${{added:+$added:}}$PATH" "$@") || {{ echo "recipe-job: step failed: $STEP" >&2; failed=1; }}',
        "}",
    ]
    for index, step in enumerate(job["steps"]):
        condition = str(step.get("if", ""))
        runs = "always()" in condition or "!cancelled()" in condition
        name = step.get("name") or step.get("uses") or f"step {index + 1}"
        lines.append(f"STEP={shlex.quote(fill(str(name)))}")
        guard = "" if runs else 'test "$failed" = 0 && '
        if "run" in step:
            path = f"/job/temp/_step{index}.sh"
            lines.append(f"cat >{path} <<'RECIPE_STEP_END'\n{fill(step['run'])}\nRECIPE_STEP_END")
            lines.append(f'{guard}{{ echo "==> $STEP"; step bash --noprofile --norc -e -o pipefail {path}; }}')
            continue
        uses = step["uses"].split("@")[0]
        if uses == "actions/cache":
            # A cold cache: nothing restored, nothing saved (its key may name
            # contexts this stand-in has no value for).
            lines.append(f'{guard}echo "==> $STEP (a cold cache)"')
            continue
        given = {key: fill(str(value)) for key, value in (step.get("with") or {}).items()}
        if uses == "actions/checkout":
            lfs = given.get("lfs") == "True" or given.get("lfs") == "true"
            script = ("if command -v git >/dev/null; then git clone -q /shared/repo.git . && "
                      + ("git lfs install --local >/dev/null && git lfs pull; " if lfs else "true; ")
                      + "else tar -xf /shared/repo.tar; fi")
        elif uses == "actions/upload-artifact":
            target = f"/shared/artifacts/{given['name']}"
            script = f"mkdir -p {target} && cp -R {shlex.quote(given['path'].rstrip('/'))}/. {target}/"
        elif uses == "actions/download-artifact":
            into = shlex.quote(given.get("path", "."))
            if "pattern" in given:
                script = (f"mkdir -p {into} && for a in /shared/artifacts/{given['pattern']}; do "
                          f'cp -R "$a" {into}/; done')
            else:
                script = f"mkdir -p {into} && cp -R /shared/artifacts/{given['name']}/. {into}/"
        elif uses == "mikepenz/action-junit-report":
            script = f"test -s {shlex.quote(given['report_paths'])}"
        elif uses == "actions/github-script" and "readFileSync('report/summary.md'" in given.get("script", ""):
            # The optional pull-request comment: GitHub posts it; here the
            # body it would post must exist.
            script = "test -s report/summary.md"
        else:
            sys.exit(f"recipe-job: {recipe}: {job_name}: no stand-in for uses: {step['uses']}")
        lines.append(f'{guard}{{ echo "==> $STEP"; step sh -ec {shlex.quote(script)}; }}')
    lines.append('exit "$failed"')
    return "\n".join(lines) + "\n"


def gitlab_job(pipeline, name):
    job = dict(pipeline[name])
    parent = job.pop("extends", None)
    if parent:
        base = gitlab_job(pipeline, parent)
        variables = {**base.get("variables", {}), **job.get("variables", {})}
        job = {**base, **job, "variables": variables}
    return job


def gitlab(recipe, job_name, node_index):
    pipeline = yaml.safe_load(open(recipe))
    job = gitlab_job(pipeline, job_name)
    variables = {**pipeline.get("variables", {}), **job.get("variables", {}), **overrides()}
    total = job.get("parallel")
    node = {"CI_NODE_INDEX": node_index or 1, "CI_NODE_TOTAL": total or 1}
    script = "\n".join(job.get("before_script", []) + job.get("script", []))
    return "\n".join([
        "set -eu",
        exports(variables) + exports(node),
        f"export CI=true GITLAB_CI=true CI_PROJECT_DIR={WORKSPACE}",
        # The runner clones (its helper image has git-lfs) and unpacks the
        # artifacts of the jobs this one needs before the job's image starts.
        f"mkdir -p {WORKSPACE} /shared/artifacts && cd {WORKSPACE}",
        "tar -xf /shared/repo-lfs.tar",
        "for a in /shared/artifacts/*; do [ -d \"$a\" ] && cp -R \"$a\"/. .; done",
        f"cat >/job/_script.sh <<'RECIPE_STEP_END'\n{script}\nRECIPE_STEP_END",
        "status=0; bash --noprofile --norc -e -o pipefail /job/_script.sh || status=$?",
        # Artifacts are kept whatever the result (`when: always`).
        "artifacts=/shared/artifacts/" + job_name + "-$CI_NODE_INDEX; mkdir -p \"$artifacts\"",
        *[f"[ -e {shlex.quote(path.rstrip('/'))} ] && cp -R --parents {shlex.quote(path.rstrip('/'))} \"$artifacts\"/ || true"
          for path in job.get("artifacts", {}).get("paths", [])],
        "exit $status",
    ]) + "\n"


def main():
    kind, recipe, job = sys.argv[1:4]
    extra = int(sys.argv[4]) if len(sys.argv) > 4 else None
    if kind == "image":
        document = yaml.safe_load(open(recipe))
        if "jobs" in document:
            print(document["jobs"][job]["container"])
        else:
            print(gitlab_job(document, job)["image"])
    elif kind == "github":
        sys.stdout.write(github(recipe, job, extra))
    elif kind == "gitlab":
        sys.stdout.write(gitlab(recipe, job, extra))
    else:
        sys.exit(f"recipe-job: unknown kind {kind}")


if __name__ == "__main__":
    main()
