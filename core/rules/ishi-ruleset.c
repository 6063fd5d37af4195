/* ishi-ruleset.c — the one table of named rule sets, and RU.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-ruleset"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-ruleset.h"

/* The komi ranges are what a club would ever agree on; the online rules
 * page (online-go-rules.ja.txt) allows only −6 to 9 and gives 6 by default. */
#define KOMI_MIN (-50.0)
#define KOMI_MAX 50.0

/* The other words real records write in RU for each row.  Where each
 * spelling comes from (the program or server that writes it, or the
 * records it is found in):
 *   CGOS (the computer Go server) writes RU[Tromp/Taylor] and, in its
 *     older archives, RU[Chinese];
 *   KGS (CGoban 3) writes RU[Japanese], RU[Chinese], RU[AGA] and
 *     RU[New Zealand];
 *   OGS writes its rule keys: japanese, chinese, korean, aga, nz, ing;
 *   IGS writes RU[Japanese]; Fox (AP[foxwq]) RU[Japanese] or RU[Chinese]
 *     (with its own KM scale, which is KM's business, not RU's);
 *   Tygem has no RU in its .gib files; converted records say Korean;
 *   GoGoD writes Japanese, Chinese, Korean, Ing, AGA, New Zealand;
 *   Sabaki writes what is typed into its game info, and the tools that
 *     drive KataGo beside it write KataGo's rule names (tromp-taylor,
 *     chinese-ogs, chinese-kgs, new-zealand, stone-scoring, aga-button);
 *   GNU Go writes RU[Japanese] or, with --chinese-rules, RU[Chinese];
 *   KataGo's self-play and match records write its compact rules string,
 *     e.g. RU[koPOSITIONALscoreAREAtaxNONEsui1whbN], read by
 *     katago_row() below.
 * Words are folded (fold()) before they are compared, so "Tromp/Taylor",
 * "tromp-taylor" and "Tromp Taylor" are all "tromptaylor". */
static const char *const pure_accepts[] = { "pure", "purego", "純碁", "纯碁", NULL };
static const char *const japanese_accepts[] = {
  "jp", "japan", "japaneserules", "korean", "kr", "日本", "日本ルール", "日本規約", "日本囲碁規約",
  "韓国", NULL,
};
static const char *const chinese_accepts[] = {
  "cn", "china", "chineserules", "chineseogs", "chinesekgs", "stonescoring", "中国", "中國",
  "中国规则", NULL,
};
static const char *const aga_accepts[] = { "american", "agarules", "agabutton", NULL };
static const char *const nz_accepts[] = { "newzealand", NULL };
static const char *const tt_accepts[] = { "tt", "tromptaylor", NULL };
static const char *const ing_accepts[] = { "ing", "inggoe", "sst", "應氏", "应氏", NULL };
static const char *const online_accepts[] = { "bsw", NULL };
static const char *const equal_art_accepts[] = { "等子比空艺术版", "equal11", NULL };
static const char *const equal_law_accepts[] = { "等子比空律法版", "equal12", NULL };
static const char *const equal_art_ko_accepts[] = { "equal11ko", NULL };
static const char *const equal_law_ko_accepts[] = { "equal12ko", NULL };
static const char *const equal_21_accepts[] = { "可虚着可放弃的艺术版", NULL };
static const char *const equal_22_accepts[] = { "可虚着可放弃的律法版", NULL };
static const char *const equal_31_accepts[] = { "以虚着取代放弃的艺术版", NULL };
static const char *const equal_32_accepts[] = { "以虚着取代放弃的律法版", NULL };
static const char *const equal_41_accepts[] = { "广义等子比目法艺术版", NULL };
static const char *const equal_42_accepts[] = { "广义等子比目法律法版", NULL };
static const char *const rif_accepts[] = { "renju", "renjurif", "連珠", "连珠", "珠型交代打ち", NULL };
static const char *const free_accepts[] = { "freeopening", "renjufree", "自由打ち", NULL };
/* The rules of stronger players under the names the Japanese rulebook,
 * Chinese players and the programs that play them (PlayOK, Yixin,
 * Renju Caffe) give them. */
static const char *const rif_fifths_accepts[] = {
  "riffifths", "rif1996", "rifopeningrule", "renjurif1996", "五珠二題打ち", "二題打ち", "2題打ち",
  "五珠2題打ち", "珠型交替五珠2題打ち", "珠型交替五珠二題打ち", "五珠二ヶ所打ち", "五珠二打", "五手两打", NULL,
};
static const char *const soosorv_accepts[] = { "soosorv8", "soosyrv8", "sosorv8", "索索夫8", "ソーソロフ8", NULL };
static const char *const taraguchi_accepts[] = { "taraguchi10", "タラグチ10", "塔拉谷奇10", NULL };

/* One row per rule set.  Sources of the facts:
 *   Pure Go: pure-go-intro.ja.txt (stones on the board are counted, no
 *     dead-stone phase; a repeated position is forbidden by the ko rule);
 *   Japanese, Chinese, the equal-stones methods: counting-methods.zh.txt
 *     (komi 6.5 for territory, 7.5 for area: 黑先贴6.5点 / 7.5点);
 *   the online rules page: online-go-rules.ja.txt (komi 6 from −6 to 9,
 *     no komi with handicap, "handicap 1" is Black first without komi,
 *     territory plus prisoners);
 *   AGA, New Zealand, Tromp-Taylor and Ing: the published rules of those
 *     names (area counting; superko; NZ, Tromp-Taylor and Ing allow
 *     suicide; AGA gives White one point per handicap stone after the
 *     first and komi 0.5 in handicap games; Ing's komi is 8);
 *   Renju: renju-rules.ja.txt; the rules of stronger players: the RIF's
 *     and the Japanese rulebook's texts (see ishi-renju-opening.h). */
static const IshiRuleset rows[] = {
  {
    .id = "pure", .name = N_("Pure Go"),
    .summary = N_("The stones left on the board are counted; the player with more stones wins."),
    .game = "go", .ko_rule = ISHI_KO_SIMPLE, .allow_suicide = FALSE,
    .scoring = ISHI_SCORE_PURE, .komi = 0, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "Pure Go", .accepts = pure_accepts,
  },
  {
    .id = "japanese", .name = N_("Japanese"),
    .summary = N_("Territory plus prisoners; dead stones are agreed after two passes."),
    .game = "go", .ko_rule = ISHI_KO_SIMPLE, .allow_suicide = FALSE,
    .scoring = ISHI_SCORE_JAPANESE, .komi = 6.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "Japanese", .accepts = japanese_accepts,
  },
  {
    .id = "online", .name = N_("Japanese for online play"),
    .summary = N_("Territory plus prisoners; komi from −6 to 9, none with handicap stones."),
    .game = "go", .ko_rule = ISHI_KO_SIMPLE, .allow_suicide = FALSE,
    .scoring = ISHI_SCORE_JAPANESE, .komi = 6, .komi_handicap = 0,
    .komi_min = -6, .komi_max = 9, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .handicap_one = TRUE,
    .ru = "Japanese (BSW)", .accepts = online_accepts,
  },
  {
    .id = "chinese", .name = N_("Chinese"),
    .summary = N_("Stones plus surrounded points (area); no repeated position."),
    .game = "go", .ko_rule = ISHI_KO_POSITIONAL_SUPERKO, .allow_suicide = FALSE,
    .scoring = ISHI_SCORE_CHINESE, .komi = 7.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_N,
    .ru = "Chinese", .accepts = chinese_accepts,
  },
  {
    .id = "aga", .name = N_("AGA"),
    .summary = N_("Area counting like Chinese rules; no repeated position."),
    .game = "go", .ko_rule = ISHI_KO_POSITIONAL_SUPERKO, .allow_suicide = FALSE,
    .scoring = ISHI_SCORE_CHINESE, .komi = 7.5, .komi_handicap = 0.5,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_N_MINUS_1,
    .ru = "AGA", .accepts = aga_accepts,
  },
  {
    .id = "nz", .name = N_("New Zealand"),
    .summary = N_("Area counting; suicide of a group is allowed; no repeated position."),
    .game = "go", .ko_rule = ISHI_KO_POSITIONAL_SUPERKO, .allow_suicide = TRUE,
    .scoring = ISHI_SCORE_CHINESE, .komi = 7, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "NZ", .accepts = nz_accepts,
  },
  {
    .id = "tromp-taylor", .name = N_("Tromp-Taylor"),
    .summary = N_("The shortest rules: area counting, suicide allowed, no repeated position."),
    .game = "go", .ko_rule = ISHI_KO_POSITIONAL_SUPERKO, .allow_suicide = TRUE,
    .scoring = ISHI_SCORE_CHINESE, .komi = 7.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "Tromp-Taylor", .accepts = tt_accepts,
  },
  {
    .id = "ing", .name = N_("Ing (GOE)"),
    .summary = N_("Area counting under Ing's rules; suicide of a group is allowed."),
    .game = "go", .ko_rule = ISHI_KO_POSITIONAL_SUPERKO, .allow_suicide = TRUE,
    .scoring = ISHI_SCORE_CHINESE, .komi = 8, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "GOE", .accepts = ing_accepts,
  },
  {
    .id = "equal-art", .name = N_("Equal stones, art version"),
    .summary = N_("Territory compared on equal stones; extra moves are paid for (like territory counting)."),
    .game = "go", .ko_rule = ISHI_KO_POSITIONAL_SUPERKO, .allow_suicide = FALSE,
    .clear_history_at_two_passes = TRUE,
    .scoring = ISHI_SCORE_EQUAL_ART, .komi = 6.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "equal-art", .accepts = equal_art_accepts,
  },
  {
    .id = "equal-law", .name = N_("Equal stones, law version"),
    .summary = N_("Territory compared on equal stones; extra moves are not paid for (like area counting)."),
    .game = "go", .ko_rule = ISHI_KO_POSITIONAL_SUPERKO, .allow_suicide = FALSE,
    .clear_history_at_two_passes = TRUE,
    .scoring = ISHI_SCORE_EQUAL_LAW, .komi = 7.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "equal-law", .accepts = equal_law_accepts,
  },
  /* 1-1 and 1-2 with the plain ko rule the text allows instead of
   * 禁全同: "也可根据情况,弃用禁全同,只采用原始的打劫规则(打劫时,回提要
   * 隔一手),多劫循环判无胜负" — a retake needs one move between, and a
   * cycle of kos is a game without result (void_cycles). */
  {
    .id = "equal-art-ko", .name = N_("Equal stones, art version, plain ko"),
    .summary = N_("As the art version, but only an immediate ko retake is forbidden; a cycle of kos ends the game without result."),
    .game = "go", .ko_rule = ISHI_KO_SIMPLE, .allow_suicide = FALSE,
    .clear_history_at_two_passes = TRUE, .void_cycles = TRUE,
    .scoring = ISHI_SCORE_EQUAL_ART, .komi = 6.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "equal-art-ko", .accepts = equal_art_ko_accepts,
  },
  {
    .id = "equal-law-ko", .name = N_("Equal stones, law version, plain ko"),
    .summary = N_("As the law version, but only an immediate ko retake is forbidden; a cycle of kos ends the game without result."),
    .game = "go", .ko_rule = ISHI_KO_SIMPLE, .allow_suicide = FALSE,
    .clear_history_at_two_passes = TRUE, .void_cycles = TRUE,
    .scoring = ISHI_SCORE_EQUAL_LAW, .komi = 7.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "equal-law-ko", .accepts = equal_law_ko_accepts,
  },
  /* The sub-rules 2-1, 2-2 (off-board moves and passes) and 3-1, 3-2
   * (off-board moves, no passes) of counting-methods.zh.txt: the
   * generalised superko (广义禁全同), which needs no clearing at two passes
   * ("广义禁全同规则勿须两弃为界"). */
  {
    .id = "equal-2-1", .name = N_("Equal stones with off-board moves, art version"),
    .summary = N_("A stone may be played off the board instead of on it; extra moves of either kind are paid for."),
    .game = "go", .ko_rule = ISHI_KO_GENERALISED_SUPERKO, .allow_suicide = FALSE,
    .off_board_moves = TRUE,
    .scoring = ISHI_SCORE_EQUAL_OFF_ART, .komi = 6.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "equal-2-1", .accepts = equal_21_accepts,
  },
  {
    .id = "equal-2-2", .name = N_("Equal stones with off-board moves, law version"),
    .summary = N_("A stone may be played off the board instead of on it; extra moves are not paid for."),
    .game = "go", .ko_rule = ISHI_KO_GENERALISED_SUPERKO, .allow_suicide = FALSE,
    .off_board_moves = TRUE,
    .scoring = ISHI_SCORE_EQUAL_OFF_LAW, .komi = 7.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "equal-2-2", .accepts = equal_22_accepts,
  },
  {
    .id = "equal-3-1", .name = N_("Equal stones without passes, art version"),
    .summary = N_("No passing: a stone is played off the board instead; the game stops by agreement; extra moves on the board are paid for."),
    .game = "go", .ko_rule = ISHI_KO_GENERALISED_SUPERKO, .allow_suicide = FALSE,
    .off_board_moves = TRUE, .no_pass = TRUE,
    .scoring = ISHI_SCORE_EQUAL_NOPASS_ART, .komi = 6.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "equal-3-1", .accepts = equal_31_accepts,
  },
  {
    .id = "equal-3-2", .name = N_("Equal stones without passes, law version"),
    .summary = N_("No passing: a stone is played off the board instead; the game stops by agreement; extra moves are not paid for."),
    .game = "go", .ko_rule = ISHI_KO_GENERALISED_SUPERKO, .allow_suicide = FALSE,
    .off_board_moves = TRUE, .no_pass = TRUE,
    .scoring = ISHI_SCORE_EQUAL_NOPASS_LAW, .komi = 7.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "equal-3-2", .accepts = equal_32_accepts,
  },
  /* The sub-rules 4-1 and 4-2 of counting-methods.zh.txt (广义等子比目法):
   * no prisoners kept, the territory filled from bowls of half the board
   * until both hold as many stones; their dispute is 1-1's (两弃为界). */
  {
    .id = "equal-4-1", .name = N_("Equal stones from the bowls, art version"),
    .summary = N_("Territory compared after filling from bowls of equal stones; extra moves are paid for."),
    .game = "go", .ko_rule = ISHI_KO_POSITIONAL_SUPERKO, .allow_suicide = FALSE,
    .clear_history_at_two_passes = TRUE,
    .scoring = ISHI_SCORE_EQUAL_BOWLS_ART, .komi = 6.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "equal-4-1", .accepts = equal_41_accepts,
  },
  {
    .id = "equal-4-2", .name = N_("Equal stones from the bowls, law version"),
    .summary = N_("Territory compared after filling from bowls of equal stones; extra moves are not paid for."),
    .game = "go", .ko_rule = ISHI_KO_POSITIONAL_SUPERKO, .allow_suicide = FALSE,
    .clear_history_at_two_passes = TRUE,
    .scoring = ISHI_SCORE_EQUAL_BOWLS_LAW, .komi = 7.5, .komi_handicap = 0,
    .komi_min = KOMI_MIN, .komi_max = KOMI_MAX, .handicap_comp = ISHI_HANDICAP_COMP_NONE,
    .ru = "equal-4-2", .accepts = equal_42_accepts,
  },
  {
    .id = "renju-rif", .name = N_("Renju (RIF)"),
    .summary = N_("Black opens on the centre; the 26 openings with the swap; Black's forbidden points."),
    .game = "renju", .opening = ISHI_OPENING_RIF,
    .ru = "RIF", .accepts = rif_accepts,
  },
  {
    .id = "renju-free", .name = N_("Renju, free opening"),
    .summary = N_("Black opens on the centre, then both play freely; Black's forbidden points."),
    .game = "renju", .opening = ISHI_OPENING_FREE,
    .ru = "Free", .accepts = free_accepts,
  },
  /* The opening rules of tournaments, as the RIF and the Japanese
   * rulebook give them: told step by step in ishi-renju-opening.h. */
  {
    .id = "renju-rif-fifths", .name = N_("Renju, RIF rule with two fifth moves"),
    .summary = N_("One of the 26 openings and the swap; after White 4 Black offers two fifth moves "
                  "and White keeps one."),
    .game = "renju", .opening = ISHI_OPENING_RIF_FIFTHS, .fifths = 2,
    .ru = "RIF 1996", .accepts = rif_fifths_accepts,
  },
  {
    .id = "renju-soosorv-8", .name = N_("Renju, Soosõrv-8"),
    .summary = N_("One of the 26 openings and the swap; White plays 4 and names 1 to 8 fifth moves; "
                  "Black may swap, then offers them and White keeps one."),
    .game = "renju", .opening = ISHI_OPENING_SOOSORV, .fifths = 8,
    .ru = "Soosõrv-8", .accepts = soosorv_accepts,
  },
  {
    .id = "renju-taraguchi-10", .name = N_("Renju, Taraguchi-10"),
    .summary = N_("The first five stones near the centre, with a swap after each; or after White 4 "
                  "Black offers ten fifth moves and White keeps one."),
    .game = "renju", .opening = ISHI_OPENING_TARAGUCHI, .fifths = 10,
    .ru = "Taraguchi-10", .accepts = taraguchi_accepts,
  },
};

const IshiRuleset *
ishi_ruleset_get_all (guint *n_rows)
{
  if (n_rows)
    *n_rows = G_N_ELEMENTS (rows);
  return rows;
}

const IshiRuleset *
ishi_ruleset_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    if (strcmp (rows[i].id, id) == 0)
      return &rows[i];
  return NULL;
}

const IshiRuleset *
ishi_ruleset_default (const char *game)
{
  return ishi_ruleset_lookup (g_strcmp0 (game, "renju") == 0 ? "renju-rif" : "pure");
}

/* RU is free text ("Chinese", "chinese rules", "Tromp Taylor", "日本ルール",
 * CGOS's "Tromp/Taylor"): compare it folded to lower case with spaces,
 * '-', '_', '.' and '/' left out. */
static char *
fold (const char *text)
{
  g_autofree char *down = g_utf8_strdown (text, -1);
  GString *out = g_string_new (NULL);

  for (const char *p = down; *p; p++)
    if (!strchr (" \t\r\n-_./", *p))
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

static gboolean
row_names (const IshiRuleset *row, const char *folded)
{
  g_autofree char *id = fold (row->id);
  g_autofree char *ru = fold (row->ru);

  if (strcmp (folded, id) == 0 || strcmp (folded, ru) == 0)
    return TRUE;
  for (const char *const *a = row->accepts; a && *a; a++)
    if (strcmp (folded, *a) == 0)
      return TRUE;
  return FALSE;
}

static gsize
longer_word (gsize best, const char *word, const char *folded)
{
  gsize n = strlen (word);

  return n >= 4 && n > best && strstr (folded, word) ? n : best;
}

/* A longer phrase that contains one of the row's words ("Chinese rules,
 * komi 7.5"): the length of the longest word of the row in it, 0 for
 * none.  Short words (cn, nz, tt) would be found inside unrelated text,
 * so only words of four bytes or more are looked for.  The longest wins
 * among the rows, so "Renju Taraguchi-10" is Taraguchi's, not the
 * "renju" of the first Renju row. */
static gsize
row_phrase (const IshiRuleset *row, const char *folded)
{
  g_autofree char *id = fold (row->id);
  g_autofree char *ru = fold (row->ru);
  gsize best = longer_word (longer_word (0, ru, folded), id, folded);

  for (const char *const *a = row->accepts; a && *a; a++)
    best = longer_word (best, *a, folded);
  return best;
}

/* KataGo's compact rules string, folded: "ko" KO "score" SCORE ["tax" TAX]
 * "sui" 0|1 ["button1"] ["whb" 0|N|N-1] ["fpok1"], e.g.
 * "koPOSITIONALscoreAREAtaxNONEsui1whbN" → "kopositionalscoreareataxnonesui1whbn".
 * It names rules, not a rule set, so it is read as the row that plays
 * them: territory scoring is Japanese; area scoring with suicide is
 * Tromp-Taylor (positional superko) or New Zealand (situational superko,
 * the nearest row being NZ's); area scoring without suicide is AGA when
 * White gets N-1 points for N handicap stones, Chinese otherwise.  The
 * tax (seki) and button do not change which row it is. */
static const char *
katago_row (const char *folded)
{
  const char *score = strstr (folded, "score");
  const char *sui = strstr (folded, "sui");
  const char *whb = strstr (folded, "whb");
  gboolean area, suicide;

  if (!g_str_has_prefix (folded, "ko") || score == NULL || sui == NULL || sui < score)
    return NULL;
  if (g_str_has_prefix (score + 5, "territory"))
    area = FALSE;
  else if (g_str_has_prefix (score + 5, "area"))
    area = TRUE;
  else
    return NULL;
  if (sui[3] != '0' && sui[3] != '1')
    return NULL;
  suicide = sui[3] == '1';

  if (!area)
    return "japanese";
  if (suicide)
    return g_str_has_prefix (folded, "kosituational") ? "nz" : "tromp-taylor";
  if (whb != NULL && g_str_has_prefix (whb + 3, "n1"))
    return "aga";
  return "chinese";
}

const IshiRuleset *
ishi_ruleset_from_ru (const IshiRules *rules, const char *ru, gboolean *known)
{
  const char *game;
  g_autofree char *folded = NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  game = rules->id;
  if (known)
    *known = FALSE;
  if (ru != NULL && *ru)
    {
      const char *katago;

      folded = fold (ru);
      const IshiRuleset *phrase = NULL;
      gsize longest = 0;

      /* Exact names first, then KataGo's rules string, then phrases; the
       * first row wins an exact name, so "Japanese (BSW)" is the online
       * page's row before it could be Japanese, and the longest word a
       * phrase. */
      for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
        if (strcmp (rows[i].game, game) == 0 && row_names (&rows[i], folded))
          {
            if (known)
              *known = TRUE;
            return &rows[i];
          }
      katago = strcmp (game, "go") == 0 ? katago_row (folded) : NULL;
      if (katago != NULL)
        {
          if (known)
            *known = TRUE;
          return ishi_ruleset_lookup (katago);
        }
      for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
        if (strcmp (rows[i].game, game) == 0)
          {
            gsize length = row_phrase (&rows[i], folded);

            if (length > longest)
              {
                longest = length;
                phrase = &rows[i];
              }
          }
      if (phrase != NULL)
        {
          if (known)
            *known = TRUE;
          return phrase;
        }
    }
  /* A Go record without a rule set is usually a Japanese one. */
  if (strcmp (game, "go") == 0)
    return ishi_ruleset_lookup ("japanese");
  if (strcmp (game, "renju") == 0)
    return ishi_ruleset_lookup ("renju-rif");
  return NULL;
}

gboolean
ishi_ruleset_has_opening_steps (const IshiRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, FALSE);
  return ruleset->opening == ISHI_OPENING_RIF_FIFTHS || ruleset->opening == ISHI_OPENING_SOOSORV
         || ruleset->opening == ISHI_OPENING_TARAGUCHI;
}

gboolean
ishi_ruleset_lays_out_opening (const IshiRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, FALSE);
  return ruleset->opening == ISHI_OPENING_RIF || ruleset->opening == ISHI_OPENING_RIF_FIFTHS
         || ruleset->opening == ISHI_OPENING_SOOSORV;
}

const IshiRules *
ishi_ruleset_get_rules (const IshiRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, NULL);
  return ishi_rules_lookup (ruleset->game);
}

void
ishi_ruleset_get_options (const IshiRuleset *ruleset, int size, IshiRulesOptions *options)
{
  g_return_if_fail (ruleset != NULL);
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->size = size;
  options->ko_rule = ruleset->ko_rule;
  options->allow_suicide = ruleset->allow_suicide;
  options->clear_history_at_two_passes = ruleset->clear_history_at_two_passes;
  options->off_board_moves = ruleset->off_board_moves;
  options->no_pass = ruleset->no_pass;
  options->void_cycles = ruleset->void_cycles;
  options->tournament = ruleset->tournament;
}

double
ishi_ruleset_komi (const IshiRuleset *ruleset, int handicap)
{
  g_return_val_if_fail (ruleset != NULL, 0);

  if (handicap >= 2 || (handicap == 1 && ruleset->handicap_one))
    return ruleset->komi_handicap;
  return ruleset->komi;
}

int
ishi_ruleset_handicap_compensation (const IshiRuleset *ruleset, int handicap)
{
  g_return_val_if_fail (ruleset != NULL, 0);

  if (handicap < 2)
    return 0;
  switch (ruleset->handicap_comp)
    {
    case ISHI_HANDICAP_COMP_N:
      return handicap;
    case ISHI_HANDICAP_COMP_N_MINUS_1:
      return handicap - 1;
    case ISHI_HANDICAP_COMP_NONE:
    default:
      return 0;
    }
}
