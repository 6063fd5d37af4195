// bench-sabaki.js — the peer of tests/bench/bench-sgf.c: Sabaki's own SGF
// parser (@sabaki/sgf) and Go board (@sabaki/go-board) on the same corpus.
//
//   node bench-sabaki.js CORPUS.sgf [RUNS]
//
// Prints one line of JSON: the best parse time and the best parse-and-replay
// time over RUNS runs, with the numbers of games and moves replayed.  The
// replay follows each game's main line the way Sabaki builds its boards:
// setup with board.set, moves with board.makeMove (which captures, but
// checks neither suicide nor ko by default).
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

function seconds(start) {
  return Number(process.hrtime.bigint() - start) / 1e9
}

const file = process.argv[2]
const runs = parseInt(process.argv[3] || '3', 10)
const buffer = fs.readFileSync(file)
let bestParse = Infinity
let bestReplay = Infinity
let games = 0
let moves = 0

for (let run = 0; run < runs; run++) {
  let start = process.hrtime.bigint()
  let trees = sgf.parse(buffer.toString('utf8'))
  bestParse = Math.min(bestParse, seconds(start))
  trees = null

  start = process.hrtime.bigint()
  trees = sgf.parse(buffer.toString('utf8'))
  moves = 0
  for (let root of trees) moves += replay(root)
  bestReplay = Math.min(bestReplay, seconds(start))
  games = trees.length
  trees = null
}

console.log(JSON.stringify({
  bytes: buffer.length,
  games,
  moves,
  parse_seconds: bestParse,
  replay_seconds: bestReplay,
}))
