// bench-sabaki-files.js — the peer of tests/bench/bench-files.sh: Sabaki's
// SGF parser (@sabaki/sgf) and Go board (@sabaki/go-board) on many separate
// files, one process for all of them, as `ishi-tool replay FILE…` is.
//
//   node bench-sabaki-files.js LIST
//
// LIST holds one file name a line.  Each file is read, parsed and every
// game's main line replayed the way bench-sabaki.js replays it; one line of
// JSON says how many files, games and moves were done.  The time is taken
// from outside, for the whole process (start-up included), as for Ishi.
//
// SPDX-License-Identifier: GPL-3.0-or-later
'use strict'

const fs = require('fs')
const sgf = require('@sabaki/sgf')
const Board = require('@sabaki/go-board')

const setupSigns = [['AB', 1], ['AW', -1], ['AE', 0]]
const moveSigns = [['B', 1], ['W', -1]]

function replay(root) {
  let size = 19
  if (root.data.SZ != null) {
    let s = parseInt(root.data.SZ[0], 10)
    if (s > 0) size = s
  }
  let board = Board.fromDimensions(size)
  let moves = 0

  for (let node = root; node != null; node = node.children[0]) {
    let data = node.data
    for (let [prop, sign] of setupSigns) {
      if (data[prop] == null) continue
      for (let value of data[prop])
        for (let vertex of sgf.parseCompressedVertices(value))
          board.set(vertex, sign)
    }
    for (let [prop, sign] of moveSigns) {
      if (data[prop] == null) continue
      board = board.makeMove(sign, sgf.parseVertex(data[prop][0]))
      moves++
    }
  }
  return moves
}

const files = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(f => f.length > 0)
let games = 0
let moves = 0
let failed = 0

for (let file of files) {
  try {
    let trees = sgf.parse(fs.readFileSync(file, 'utf8'))
    for (let root of trees) {
      moves += replay(root)
      games++
    }
  } catch (e) {
    failed++
  }
}

console.log(JSON.stringify({ files: files.length, games, moves, failed }))
