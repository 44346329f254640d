#!/bin/sh
# Runs a command with a copy of the site standing at the repository's own path, inside the mount
# namespace this is started in (tests/support/cms.ts starts it under `unshare`): the copy is bound
# over the repository, and the repository's node_modules over the copy's empty node_modules, so
# every path the command meets is the repository's while every file it reads or writes outside
# node_modules is the copy's. Gatsby's caches record absolute paths (each picture by the folder it
# was made in), so a build here over a copy seeded with the repository's build is a warm build.
# Nothing outside the namespace sees either mount.
#
#   as-repository.sh <copy> <repository> <command> [arguments...]
set -eu
copy=$1
repository=$2
shift 2
mount --bind "$repository/node_modules" "$copy/node_modules"
# Recursive, so the node_modules mounted on the copy comes with it.
mount --rbind "$copy" "$repository"
cd "$repository"
exec "$@"
