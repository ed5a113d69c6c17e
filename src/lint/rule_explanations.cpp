// The long texts of `pgnlint rules CODE`, one entry per catalogue code: why the rule matters and
// a bad and a good example of the input it looks at.
#include "pgnlint/lint/rule_explanations.h"

#include <algorithm>
#include <array>
#include <vector>

#include "pgnlint/text/suggest.h"

namespace pgnlint::lint {
namespace {

// The P rules' examples: a tournament of four players and one round, and its two games; each
// example changes one of them.
constexpr std::string_view kExampleReport =
    "012 Example Open\n"
    "001    1 m    Alpha, Ann                        2000 ENG    90000011 1990/01/01  1.0    1     "
    "2 w 1\n"
    "001    2 m    Beta, Bob                         1900 ENG    90000012 1990/01/01  0.0    4     "
    "1 b 0\n"
    "001    3 m    Gamma, Gil                        1800 ENG    90000013 1990/01/01  0.5    2     "
    "4 w =\n"
    "001    4 m    Delta, Dan                        1700 ENG    90000014 1990/01/01  0.5    2     "
    "3 b =";
constexpr std::string_view kExampleGames =
    "[Event \"Example Open\"]\n"
    "[Round \"1.1\"]\n"
    "[White \"Alpha, Ann\"]\n"
    "[Black \"Beta, Bob\"]\n"
    "[Result \"1-0\"]\n"
    "\n"
    "1. e4 e5 2. Nf3 1-0\n"
    "\n"
    "[Event \"Example Open\"]\n"
    "[Round \"1.2\"]\n"
    "[White \"Gamma, Gil\"]\n"
    "[Black \"Delta, Dan\"]\n"
    "[Result \"1/2-1/2\"]\n"
    "\n"
    "1. d4 d5 1/2-1/2";

constexpr std::array kExplanations{
    // S: syntax
    RuleExplanation{"S001",
                    "Readers disagree on where an unclosed tag ends: some swallow the next tag or "
                    "the movetext, so the game's players, date or result are lost or wrong.",
                    R"([White "Carlsen, Magnus")", R"([White "Carlsen, Magnus"])"},
    RuleExplanation{"S002",
                    "Without its closing quote the value runs into the `]` and beyond; other "
                    "tools reject the tag or the whole game.",
                    R"([Event "Wijk aan Zee])", R"([Event "Wijk aan Zee"])"},
    RuleExplanation{"S003",
                    "An open comment hides everything after it, the next games included, from "
                    "every reader: moves and results silently disappear.",
                    "1. e4 {best by test 1... e5 *", "1. e4 {best by test} 1... e5 *"},
    RuleExplanation{"S004",
                    "An unclosed variation makes the rest of the main line part of the "
                    "variation, so readers replay the wrong moves as the game.",
                    "1. e4 e5 (1... c5 2. Nf3 Nf3 *", "1. e4 e5 (1... c5) 2. Nf3 *"},
    RuleExplanation{"S005",
                    "A stray `)` usually means a variation was cut badly; readers may end the "
                    "game or drop the moves around it.",
                    "1. e4 e5) 2. Nf3 *", "1. e4 e5 2. Nf3 *"},
    RuleExplanation{"S006",
                    "Text that is no PGN token is dropped by careful readers and breaks careless "
                    "ones; it often marks a copy from a web page or a corrupt file.",
                    "1. e4 e5 <br /> 2. Nf3 *", "1. e4 e5 {<br />} 2. Nf3 *"},
    RuleExplanation{"S007",
                    "The termination marker ends the game in the movetext; without it readers "
                    "cannot tell where this game ends and the next begins, nor its result.",
                    "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#",
                    "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"},
    RuleExplanation{"S008",
                    "A tag that is not `[Name \"value\"]` is ignored, so whatever it meant to say "
                    "(a player, a FEN) is lost.",
                    R"([Wh!te "Carlsen"])", R"([White "Carlsen"])"},
    RuleExplanation{"S009",
                    "Glyphs outside $0-$255 or unknown suffixes are meaningless to other tools, "
                    "which reject or drop them.",
                    "1. e4 $300 e5 *", "1. e4 $1 e5 *"},
    RuleExplanation{"S010",
                    "A token this long is almost always a missing `}` or `\"` that swallowed the "
                    "rest of the file; the limit keeps memory bounded. (The examples assume "
                    "--max-token-bytes 16.)",
                    "1. e4 {a comment longer than sixteen bytes} e5 *", "1. e4 {short} e5 *"},
    RuleExplanation{"S011",
                    "Real annotations nest a few levels; hundreds of levels mean unbalanced "
                    "parentheses or hostile input, and deep recursion crashes other readers. (The "
                    "examples assume --max-variation-depth 2.)",
                    "1. e4 (1. d4 (1. c4 (1. Nf3))) 1... e5 *", "1. e4 (1. d4 (1. c4)) 1... e5 *"},
    RuleExplanation{"S012",
                    "A game of many megabytes is usually several games merged by a missing tag "
                    "section; the limit bounds memory per game. (The examples assume "
                    "--max-game-bytes 64.)",
                    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 *",
                    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *"},
    RuleExplanation{"S013",
                    "No real game has this many moves; it is merged games or generated noise, "
                    "and replaying it all costs time and memory. (The examples assume "
                    "--max-plies 4.)",
                    "1. e4 e5 2. Nf3 Nc6 3. Bb5 *", "1. e4 e5 2. Nf3 Nc6 *"},
    RuleExplanation{"S014",
                    "A broken export line is one game lost; tools that read the export strictly "
                    "stop at it.",
                    R"({"moves":"e4 e5",)", R"({"moves":"e4 e5","status":"started"})"},
    RuleExplanation{"S015",
                    "A game cut off mid-movetext and glued to the next game's tags is the "
                    "commonest corruption of crawled and engine-match files; its result and "
                    "last moves are gone, yet a reader that only wants a marker passes it.",
                    "[Event \"a\"]\n\n1. e4 e5 2. Nf3 [Event \"b\"]\n\n1. d4 *",
                    "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n[Event \"b\"]\n\n1. d4 *"},
    RuleExplanation{"S016",
                    "Text outside every game is dropped by readers that load games, so what it "
                    "says is lost when the file is imported or split.",
                    "1. e4 e5 *\n\n{Analysis by the editor}",
                    "1. e4 e5 {Analysis by the editor} *"},
    RuleExplanation{"S017",
                    "The PGN standard names ISO 8859-1 as PGN's character set and many databases "
                    "are still Latin-1, while today's tools expect UTF-8: read as UTF-8, the "
                    "Latin-1 byte of the u in M\u00fcller is no character, and the name turns "
                    "into M\ufffdller.",
                    "[White \"M\xfc"
                    "ller\"]\n\n1. e4 *",
                    "[White \"M\u00fcller\"]\n\n1. e4 *"},

    // M: moves
    RuleExplanation{"M001",
                    "An illegal move means the score is wrong: every position after it, and the "
                    "result, cannot be trusted or replayed by any program.",
                    "1. e4 e5 2. Ke3 *", "1. e4 e5 2. Ke2 *"},
    RuleExplanation{"M002",
                    "Ambiguous SAN names two moves; programs pick one or reject the game, and "
                    "the two picks give different games.",
                    "[FEN \"4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Nf3 *",
                    "[FEN \"4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Ngf3 *"},
    RuleExplanation{"M003",
                    "A token that is no move cannot be replayed, so the line stops there for "
                    "every reader.",
                    "1. e4 e9 *", "1. e4 e5 *"},
    RuleExplanation{"M004",
                    "After a broken move the position is unknown, so nothing later in the line "
                    "can be checked; the finding says how much went unchecked.",
                    "1. e4 e5 2. Ke3 Nc6 3. Bc4 *", "1. e4 e5 2. Ke2 Nc6 3. Bc4 *"},
    RuleExplanation{"M005",
                    "The check suffix is part of standard SAN; databases match moves by their "
                    "text, and a missing `+` or `#` hides a check or a mate from the reader.",
                    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 1-0",
                    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"},
    RuleExplanation{"M006",
                    "A `+` or `#` on a move that gives no check (or no mate) misleads the reader "
                    "and often marks a move copied into the wrong place.",
                    "1. e4+ e5 *", "1. e4 e5 *"},
    RuleExplanation{"M007",
                    "Once the board has ended the game, later moves were never legally played; "
                    "they are usually analysis written into the main line. They are void: nothing "
                    "else is said of them (check signs, move numbers, notation), but that a move "
                    "which cannot be made at all is an illegal-move.",
                    "1. f3 e5 2. g4 Qh4# 3. Kf2 0-1", "1. f3 e5 2. g4 Qh4# 0-1"},
    RuleExplanation{"M008",
                    "A null move is no chess move; other programs reject the game, and the "
                    "positions after it never occurred.",
                    "1. e4 -- 2. d4 *", "1. e4 {analysis: 1... -- 2. d4} e5 *"},
    RuleExplanation{"M009",
                    "A wrong move number shows moves were lost, doubled or shifted, and readers "
                    "that trust the numbers place moves on the wrong side.",
                    "1. e4 e5 3. Nf3 *", "1. e4 e5 2. Nf3 *"},

    // R: results
    RuleExplanation{"R001",
                    "The result appears twice; when they disagree, databases and rating "
                    "programs take whichever they read first, so one of them scores wrongly.",
                    "[Result \"1-0\"]\n\n1. e4 e5 0-1", "[Result \"0-1\"]\n\n1. e4 e5 0-1"},
    RuleExplanation{"R002",
                    "A result the board contradicts (a win after stalemate, the mated side "
                    "winning) is a scoring or transcription error that affects ratings and "
                    "tables.",
                    "1. f3 e5 2. g4 Qh4# 1-0", "1. f3 e5 2. g4 Qh4# 0-1"},
    RuleExplanation{"R003",
                    "Result is one of the seven tags every PGN game must carry; without it "
                    "exporters and rating tools cannot score the game.",
                    "[Event \"Club\"]\n\n1. e4 e5 *",
                    "[Event \"Club\"]\n[Result \"*\"]\n\n1. e4 e5 *"},
    RuleExplanation{"R004",
                    "A player whose flag falls loses only if the opponent could still mate; "
                    "scoring such a game as a win gives a player points the Laws deny, and "
                    "ratings and tables go wrong.",
                    "[Result \"1-0\"]\n[Termination \"time forfeit\"]\n[SetUp \"1\"]\n"
                    "[FEN \"4k3/8/8/8/8/8/q7/4K3 w - - 0 1\"]\n\n1. Kf1 1-0",
                    "[Result \"1/2-1/2\"]\n[Termination \"time forfeit\"]\n[SetUp \"1\"]\n"
                    "[FEN \"4k3/8/8/8/8/8/q7/4K3 w - - 0 1\"]\n\n1. Kf1 1/2-1/2"},
    RuleExplanation{"R005",
                    "A Termination tag that the moves refute misleads whoever reads the record "
                    "(an arbiter, a database): the stated ending was not the game's.",
                    "[White \"Anna\"]\n[Result \"1-0\"]\n[Termination \"Anna won by checkmate\"]\n"
                    "\n1. e4 e5 1-0",
                    "[Black \"Bob\"]\n[Result \"0-1\"]\n[Termination \"Bob won by checkmate\"]\n"
                    "\n1. f3 e5 2. g4 Qh4# 0-1"},
    RuleExplanation{"R006",
                    "When the search cannot decide whether a player can still mate, pgnlint "
                    "claims nothing rather than guess; the info says which position a person "
                    "should judge. (The examples assume --max-nodes 1, which gives the final "
                    "position's analysis 100 nodes: the knight's helpmate against the rook "
                    "needs more.)",
                    "[Result \"0-1\"]\n[Termination \"time forfeit\"]\n[SetUp \"1\"]\n"
                    "[FEN \"4k3/8/8/8/8/8/3n4/R3K3 w - - 0 1\"]\n\n0-1",
                    "[Result \"1-0\"]\n[Termination \"time forfeit\"]\n[SetUp \"1\"]\n"
                    "[FEN \"4k3/8/8/8/8/8/3n4/Q3K3 w - - 0 1\"]\n\n1-0"},

    // T: tags
    RuleExplanation{"R007",
                    "Broadcast and tournament software record what an electronic board sees, so "
                    "the kings an arbiter puts on the centre squares to signal the result come "
                    "out as moves: the score then ends in an illegal move, and the result may "
                    "disagree with the signal.",
                    "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/3K4/8/7R w - - 0 "
                    "1\"]\n\n1. Ke4 Kd5 1-0",
                    "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/3K4/8/7R w - - 0 "
                    "1\"]\n\n1. Rh6+ 1-0"},
    RuleExplanation{"T001",
                    "The Seven Tag Roster is the minimum every PGN game carries; databases sort, "
                    "index and deduplicate by these tags.",
                    "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]",
                    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                    "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]"},
    RuleExplanation{"T002",
                    "Dates in other forms sort wrongly and are misread (day and month swapped) "
                    "by tools that expect YYYY.MM.DD.",
                    R"([Date "12/03/2024"])", R"([Date "2024.03.12"])"},
    RuleExplanation{"T003",
                    "A Round that is no number cannot be sorted or matched to a pairing table.",
                    R"([Round "first"])", R"([Round "1"])"},
    RuleExplanation{"T004",
                    "Other forms (1:0, ½-½, white wins) are not results to PGN readers, so the "
                    "game is scored as unknown or rejected.",
                    R"([Result "1:0"])", R"([Result "1-0"])"},
    RuleExplanation{"T005",
                    "The moves start from the FEN's position; when it is invalid or impossible, "
                    "no move can be checked and other tools reject the game.",
                    "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n[SetUp \"1\"]",
                    "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]"},
    RuleExplanation{"T006",
                    "Readers that follow the standard ignore a FEN without [SetUp \"1\"] and "
                    "replay the moves from the initial position, where they are illegal.",
                    "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]",
                    "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]"},
    RuleExplanation{"T007",
                    "pgnlint replays standard chess and Chess960 only; the moves of other "
                    "variants follow other rules and are left unchecked (said so, not silently).",
                    R"([Variant "Atomic"])", R"([Variant "Standard"])"},

    // N: notation
    RuleExplanation{"N001",
                    "Standard SAN marks captures with `x`; move text that differs from the "
                    "standard form defeats text search and move matching in databases.",
                    "1. e4 d5 2. ed5 *", "1. e4 d5 2. exd5 *"},
    RuleExplanation{"N002",
                    "An `x` on a move that captures nothing suggests a wrong square or a move "
                    "copied from another line.",
                    "1. Nxf3 *", "1. Nf3 *"},
    RuleExplanation{"N003",
                    "Standard SAN gives only as much of the origin as needed; extra "
                    "disambiguation differs from every other tool's text for the same move.",
                    "1. Ngf3 *", "1. Nf3 *"},
    RuleExplanation{"N004",
                    "Standard SAN writes the promotion with `=`; some readers reject the short "
                    "form.",
                    "[FEN \"8/4P1k1/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. e8Q *",
                    "[FEN \"8/4P1k1/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. e8=Q *"},
    RuleExplanation{"N005",
                    "PGN castles with the capital letter O; digits are the scoresheet form and "
                    "some readers reject them.",
                    "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[SetUp \"1\"]\n\n1. 0-0 *",
                    "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[SetUp \"1\"]\n\n1. O-O *"},

    // F: FEN and EPD positions
    RuleExplanation{"F001",
                    "A FEN without all its fields cannot say whose move it is or which "
                    "rights remain; readers guess differently.",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    RuleExplanation{"F002", "An unknown character makes the board unreadable.",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    RuleExplanation{"F003",
                    "A rank of more or fewer than eight squares shifts pieces onto the "
                    "wrong squares for any reader that accepts it.",
                    "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    RuleExplanation{"F004", "Without exactly eight ranks the board has no defined layout.",
                    "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    RuleExplanation{"F005",
                    "The side to move decides every legal move; any other letter "
                    "leaves it unknown.",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    RuleExplanation{"F006",
                    "Castling rights decide which castling moves are legal and whether "
                    "two positions are the same (FIDE 9.2); a garbled field loses them.",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    RuleExplanation{"F007",
                    "The en-passant field decides whether an en-passant capture is "
                    "legal; a value that is no square cannot be read.",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
    RuleExplanation{"F008",
                    "An en-passant square on any other rank cannot follow a two-square "
                    "pawn advance; the position cannot have arisen.",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
    RuleExplanation{"F009",
                    "The halfmove clock counts toward the 50- and 75-move rules; a value "
                    "that is no number breaks those claims.",
                    "4k3/8/8/8/8/8/8/4K3 w - - -1 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
    RuleExplanation{"F010",
                    "The fullmove number is the move numbering of the game that follows; "
                    "a value that is no number breaks it.",
                    "4k3/8/8/8/8/8/8/4K3 w - - 0 -3", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
    RuleExplanation{"F011",
                    "Readers that take a FEN tag strictly reject the extra text; EPD "
                    "operations belong in EPD records.",
                    "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1 bm Kd2;\"]",
                    "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]"},
    RuleExplanation{"F012",
                    "The same position written two ways defeats text comparison of FENs "
                    "(deduplication, opening books, test suites).",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QKqk - 0 1",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    RuleExplanation{"F013",
                    "Every legal position has exactly one king per side; engines crash "
                    "or refuse positions without one.",
                    "8/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
    RuleExplanation{"F014",
                    "A pawn on the first or last rank can never arise in a game, so the "
                    "position is impossible.",
                    "4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/7P/8/8/8/8/8/4K3 w - - 0 1"},
    RuleExplanation{"F015", "No sequence of moves gives a side more than its 16 men.",
                    "4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w - - 0 1",
                    "4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"},
    RuleExplanation{"F016", "A side starts with eight pawns and never gains one.",
                    "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
                    "4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"},
    RuleExplanation{"F017",
                    "Each extra queen, rook, knight or same-coloured bishop needs a "
                    "promoted pawn; more than the missing pawns allow is impossible.",
                    "4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1",
                    "4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1"},
    RuleExplanation{"F018",
                    "Doubled or displaced pawns need captures; with the opponent's "
                    "material all on the board, they cannot have got there.",
                    "rnbqkbnr/pppppppp/8/8/8/P7/P1PPPPPP/RNBQKBNR w KQkq - 0 1",
                    "rnbqkbnr/pppppppp/8/8/8/P7/1PPPPPPP/RNBQKBNR w KQkq - 0 1"},
    RuleExplanation{"F019",
                    "A king that has left its square can never castle again; the right "
                    "makes engines generate an illegal castling move.",
                    "4k3/8/8/8/8/8/8/R4K1R w KQ - 0 1", "4k3/8/8/8/8/8/8/R4K1R w - - 0 1"},
    RuleExplanation{"F020",
                    "Castling needs its rook on its initial square; a right without it "
                    "makes engines generate an illegal castling move.",
                    "4k3/8/8/8/8/8/8/4K3 w K - 0 1", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"},
    RuleExplanation{"F021",
                    "The en-passant square says a pawn just advanced two squares past it; "
                    "when no pawn can have done so, the position cannot have arisen.",
                    "4k3/8/8/8/8/8/8/4K3 b - e3 0 1", "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"},
    RuleExplanation{"F022",
                    "Two positions differing only in an en-passant square nobody can use "
                    "are the same position (FIDE 9.2.2.3), yet their EPD differs, so "
                    "repetition and book look-ups miss.",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
    RuleExplanation{"F023",
                    "The side not to move cannot be in check: the previous move would "
                    "have been illegal. Usually the side-to-move field is wrong.",
                    "4k3/8/8/8/8/8/8/K3R3 w - - 0 1", "4k3/8/8/8/8/8/8/K3R3 b - - 0 1"},
    RuleExplanation{"F024",
                    "One move can give at most double check; three checkers cannot "
                    "arise in a game.",
                    "4k3/8/3N1N2/8/1B6/8/8/4R1K1 b - - 0 1", "4k3/8/3N4/8/1B6/8/8/4R1K1 b - - 0 1"},
    RuleExplanation{"F025",
                    "A check no last move could have given means the position cannot "
                    "have arisen; it is usually a mistyped square.",
                    "4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1", "4k3/8/3N4/8/8/8/8/4K3 b - - 0 1"},
    RuleExplanation{"F026",
                    "A two-square pawn advance resets the halfmove clock, so it must be 0 "
                    "with an en-passant square; 50- and 75-move counts would be wrong.",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 5 1",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
    RuleExplanation{"F027",
                    "A move number too small for the captures or the clock means the "
                    "counters were not kept; move numbers of the game that follows are "
                    "wrong.",
                    "4k3/8/8/8/8/8/8/4K3 w - - 0 2", "4k3/8/8/8/8/8/8/4K3 w - - 0 60"},
    RuleExplanation{"F028",
                    "After 75 moves without a capture or pawn move the game is drawn "
                    "(FIDE 9.6.2); a larger clock describes a game that already ended.",
                    "4k3/8/8/8/8/8/8/4K2R w - - 151 120", "4k3/8/8/8/8/8/8/4K2R w - - 20 120"},
    RuleExplanation{"F029",
                    "Malformed operations are skipped or misread by EPD tools, so test "
                    "suites lose their best moves or ids.",
                    R"(4k3/8/8/8/8/8/8/4K2R w K - 1bm O-O; id "castle)",
                    R"(4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id "castle";)"},
    RuleExplanation{"F030",
                    "Two values for one opcode leave tools to pick one; test suites "
                    "disagree on the expected answer.",
                    R"(4k3/8/8/8/8/8/8/4K2R w K - id "a"; id "b";)",
                    R"(4k3/8/8/8/8/8/8/4K2R w K - id "a";)"},

    // D: directives
    RuleExplanation{"D001",
                    "A directive that suppresses nothing hides future findings of that "
                    "rule for no present reason; remove it once the input is fixed.",
                    "{pgnlint: disable=M001} 1. e4 e5 *", "1. e4 e5 *"},
    RuleExplanation{"D002",
                    "A mistyped directive suppresses nothing, so the findings it was "
                    "meant to silence still appear and the comment misleads.",
                    "{pgnlint: disabel=N005} 1. e4 *", "{pgnlint: disable=N005} 1. e4 *"},

    // C: clocks
    RuleExplanation{"C001",
                    "Tools that compute move times, sort games by speed or filter them "
                    "(pgn-extract's TimeControl match) read the tag as seconds: free text "
                    "reads as nothing, a tag in minutes as a bullet game.",
                    R"([TimeControl "60 mins"])", R"([TimeControl "3600"])"},
    RuleExplanation{"C002",
                    "Readers of the standard's fields may reject the value or drop the "
                    "increment; the clocks are still checked against what it means.",
                    R"([TimeControl "40/5400+30:1800+30"])", R"([TimeControl "40/5400:1800+30"])"},
    RuleExplanation{"C003",
                    "A clock that cannot be read is a move without a time: move-time graphs and "
                    "replays skip or misplace it.",
                    "1. e4 { [%clk 0:2:60] } e5 { [%clk 0:03:00] } *",
                    "1. e4 { [%clk 0:02:58] } e5 { [%clk 0:03:00] } *"},
    RuleExplanation{"C004",
                    "A clock gains only the increment (and a new period's time); more means a "
                    "wrong tag, a misread clock or time given during the game, which move "
                    "times computed from the clocks then get wrong.",
                    "[TimeControl \"180+2\"]\n\n1. e4 { [%clk 0:03:00] } e5 { [%clk 0:03:00] } "
                    "2. Nf3 { [%clk 0:03:05] } *",
                    "[TimeControl \"180+2\"]\n\n1. e4 { [%clk 0:03:00] } e5 { [%clk 0:03:00] } "
                    "2. Nf3 { [%clk 0:03:02] } *"},
    RuleExplanation{"C005",
                    "A first clock above the starting time means the tag is in the wrong unit "
                    "(minutes) or names another control, so every speed computed from it is "
                    "wrong.",
                    "[TimeControl \"60\"]\n\n1. e4 { [%clk 1:00:00] } e5 { [%clk 1:00:00] } *",
                    "[TimeControl \"3600\"]\n\n1. e4 { [%clk 1:00:00] } e5 { [%clk 1:00:00] } *"},
    RuleExplanation{"C006",
                    "Move times are the differences of consecutive clocks: a missing clock "
                    "hides two of them, and a player's clocks lost from some move on are "
                    "easily taken for a fast finish.",
                    "1. e4 { [%clk 0:03:00] } e5 2. Nf3 { [%clk 0:02:58] } *",
                    "1. e4 { [%clk 0:03:00] } e5 { [%clk 0:03:00] } 2. Nf3 { [%clk 0:02:58] } *"},
    RuleExplanation{"C007",
                    "%emt and %clk record the same move twice; when they disagree one is wrong, "
                    "and move times or clock graphs built on either mislead.",
                    "1. e4 { [%clk 1:30:00] } e5 { [%clk 1:30:00] } "
                    "2. Nf3 { [%clk 1:29:00] [%emt 0:00:10] } *",
                    "1. e4 { [%clk 1:30:00] } e5 { [%clk 1:30:00] } "
                    "2. Nf3 { [%clk 1:29:50] [%emt 0:00:10] } *"},
    RuleExplanation{"C008",
                    "A winner whose clock stands at zero had run out of time first: the result "
                    "(or who is named as flagged) is likely reversed.",
                    "[Result \"1-0\"]\n[TimeControl \"300+2\"]\n[Termination \"Time "
                    "forfeit\"]\n\n1. e4 { [%clk 0:05:00] } e5 { [%clk 0:05:00] } "
                    "2. Nf3 { [%clk 0:00:00] } Nc6 { [%clk 0:00:10] } 1-0",
                    "[Result \"0-1\"]\n[TimeControl \"300+2\"]\n[Termination \"Time "
                    "forfeit\"]\n\n1. e4 { [%clk 0:05:00] } e5 { [%clk 0:05:00] } "
                    "2. Nf3 { [%clk 0:00:00] } Nc6 { [%clk 0:00:10] } 0-1"},
    // P: the tournament report (`check --trf`), beside kExampleReport and kExampleGames
    RuleExplanation{"P001",
                    "A report FIDE's rating server cannot read is sent back to the arbiter, and "
                    "one it misreads rates the wrong games; every other check of the report needs "
                    "its fields where TRF16 puts them.",
                    "012 Example Open\n"
                    "001    1 m    Alpha, Ann                        2000 ENG    90000011 "
                    "1990/01/01  1.0    1     2 w 1\n"
                    "001    2 m    Beta, Bob                         1900 ENG    90000012 "
                    "1990/01/01  0.0    4     1 b 0\n"
                    "001    3 m    Gamma, Gil                        1800 ENG    90000013 "
                    "1990/01/01  0.5    2     4 w =\n"
                    "001    4 m    Delta, Dan                        1700 ENG    90000014 "
                    "1990/01/01  0.5    2     3 b X",
                    kExampleReport, kExampleGames},
    RuleExplanation{"P002",
                    "Whichever record is wrong, a player's rating, standing or prize rests on it; "
                    "rating officers ask for the game file exactly when a result looks wrong.",
                    "[Event \"Example Open\"]\n"
                    "[Round \"1.1\"]\n"
                    "[White \"Alpha, Ann\"]\n"
                    "[Black \"Beta, Bob\"]\n"
                    "[Result \"1-0\"]\n"
                    "\n"
                    "1. e4 e5 2. Nf3 1-0\n"
                    "\n"
                    "[Event \"Example Open\"]\n"
                    "[Round \"1.2\"]\n"
                    "[White \"Gamma, Gil\"]\n"
                    "[Black \"Delta, Dan\"]\n"
                    "[Result \"1-0\"]\n"
                    "\n"
                    "1. d4 d5 1-0",
                    kExampleGames, kExampleReport},
    RuleExplanation{"P003",
                    "Colours decide later pairings and tie-breaks, and a game filed with the "
                    "colours reversed is a different game in every database.",
                    "[Event \"Example Open\"]\n"
                    "[Round \"1.1\"]\n"
                    "[White \"Beta, Bob\"]\n"
                    "[Black \"Alpha, Ann\"]\n"
                    "[Result \"0-1\"]\n"
                    "\n"
                    "1. e4 e5 2. Nf3 0-1\n"
                    "\n"
                    "[Event \"Example Open\"]\n"
                    "[Round \"1.2\"]\n"
                    "[White \"Gamma, Gil\"]\n"
                    "[Black \"Delta, Dan\"]\n"
                    "[Result \"1/2-1/2\"]\n"
                    "\n"
                    "1. d4 d5 1/2-1/2",
                    kExampleGames, kExampleReport},
    RuleExplanation{"P004",
                    "A game whose players did not meet in its round is filed under the wrong round "
                    "or the wrong players, and the real pairing's game is missing.",
                    "[Event \"Example Open\"]\n"
                    "[Round \"1.1\"]\n"
                    "[White \"Alpha, Ann\"]\n"
                    "[Black \"Gamma, Gil\"]\n"
                    "[Result \"1-0\"]\n"
                    "\n"
                    "1. e4 e5 2. Nf3 1-0\n"
                    "\n"
                    "[Event \"Example Open\"]\n"
                    "[Round \"1.2\"]\n"
                    "[White \"Gamma, Gil\"]\n"
                    "[Black \"Delta, Dan\"]\n"
                    "[Result \"1/2-1/2\"]\n"
                    "\n"
                    "1. d4 d5 1/2-1/2",
                    kExampleGames, kExampleReport},
    RuleExplanation{"P005",
                    "A forfeit is not rated and a played game is: moves for a forfeited pairing "
                    "mean the report or the game file is wrong, and so is someone's rating.",
                    "012 Example Open\n"
                    "001    1 m    Alpha, Ann                        2000 ENG    90000011 "
                    "1990/01/01  1.0    1     2 w +\n"
                    "001    2 m    Beta, Bob                         1900 ENG    90000012 "
                    "1990/01/01  0.0    4     1 b -\n"
                    "001    3 m    Gamma, Gil                        1800 ENG    90000013 "
                    "1990/01/01  0.5    2     4 w =\n"
                    "001    4 m    Delta, Dan                        1700 ENG    90000014 "
                    "1990/01/01  0.5    2     3 b =",
                    kExampleReport, kExampleGames},
    RuleExplanation{
        "P006",
        "Two games for one pairing make the published games contradict each other (one score for "
        "two different games); one of them is a copy or another pairing's game.",
        "[Event \"Example Open\"]\n"
        "[Round \"1.1\"]\n"
        "[White \"Alpha, Ann\"]\n"
        "[Black \"Beta, Bob\"]\n"
        "[Result \"1-0\"]\n"
        "\n"
        "1. e4 e5 2. Nf3 1-0\n"
        "\n"
        "[Event \"Example Open\"]\n"
        "[Round \"1.2\"]\n"
        "[White \"Gamma, Gil\"]\n"
        "[Black \"Delta, Dan\"]\n"
        "[Result \"1/2-1/2\"]\n"
        "\n"
        "1. d4 d5 1/2-1/2\n"
        "\n"
        "[Event \"Example Open\"]\n"
        "[Round \"1.1\"]\n"
        "[White \"Alpha, Ann\"]\n"
        "[Black \"Beta, Bob\"]\n"
        "[Result \"1-0\"]\n"
        "\n"
        "1. e4 e5 2. Nf3 1-0",
        kExampleGames, kExampleReport},
    RuleExplanation{"P007",
                    "The game file sent with the report should hold every game played; a missing "
                    "game often hides under a wrong round or a misspelt name.",
                    "[Event \"Example Open\"]\n"
                    "[Round \"1.1\"]\n"
                    "[White \"Alpha, Ann\"]\n"
                    "[Black \"Beta, Bob\"]\n"
                    "[Result \"1-0\"]\n"
                    "\n"
                    "1. e4 e5 2. Nf3 1-0",
                    kExampleGames, kExampleReport},
    RuleExplanation{"P008",
                    "Standings, prizes and tie-breaks are read from the points; points that "
                    "disagree with the results mean one of them was edited by hand.",
                    "012 Example Open\n"
                    "001    1 m    Alpha, Ann                        2000 ENG    90000011 "
                    "1990/01/01  0.5    1     2 w 1\n"
                    "001    2 m    Beta, Bob                         1900 ENG    90000012 "
                    "1990/01/01  0.0    4     1 b 0\n"
                    "001    3 m    Gamma, Gil                        1800 ENG    90000013 "
                    "1990/01/01  0.5    2     4 w =\n"
                    "001    4 m    Delta, Dan                        1700 ENG    90000014 "
                    "1990/01/01  0.5    2     3 b =",
                    kExampleReport, kExampleGames},
    RuleExplanation{"P009",
                    "Each game is written twice in a report, once in each player's line; when the "
                    "two disagree, which one a program reads decides the result.",
                    "012 Example Open\n"
                    "001    1 m    Alpha, Ann                        2000 ENG    90000011 "
                    "1990/01/01  1.0    1     2 w 1\n"
                    "001    2 m    Beta, Bob                         1900 ENG    90000012 "
                    "1990/01/01  0.5    4     1 b =\n"
                    "001    3 m    Gamma, Gil                        1800 ENG    90000013 "
                    "1990/01/01  0.5    2     4 w =\n"
                    "001    4 m    Delta, Dan                        1700 ENG    90000014 "
                    "1990/01/01  0.5    2     3 b =",
                    kExampleReport, kExampleGames},
    RuleExplanation{"P010",
                    "A name spelt differently from the report is still matched, but databases join "
                    "games, reports and FIDE's rating list on one spelling.",
                    "[Event \"Example Open\"]\n"
                    "[Round \"1.1\"]\n"
                    "[White \"ALPHA Ann\"]\n"
                    "[Black \"Beta, Bob\"]\n"
                    "[Result \"1-0\"]\n"
                    "\n"
                    "1. e4 e5 2. Nf3 1-0\n"
                    "\n"
                    "[Event \"Example Open\"]\n"
                    "[Round \"1.2\"]\n"
                    "[White \"Gamma, Gil\"]\n"
                    "[Black \"Delta, Dan\"]\n"
                    "[Result \"1/2-1/2\"]\n"
                    "\n"
                    "1. d4 d5 1/2-1/2",
                    kExampleGames, kExampleReport},
    RuleExplanation{"G001",
                    "A game counted twice counts twice in every statistic, opening book and "
                    "rating calculation built from the database.",
                    "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n"
                    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
                    "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n"
                    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0",
                    "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n"
                    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
                    "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n"
                    "1. e4 e5 2. Qh5 Nc6 3. Bc4 d6 4. Qxf7# 1-0"},
    RuleExplanation{"G002",
                    "A copy cut short (a broadcast's earlier send, an unfinished transcription) "
                    "is a second, wrong record of one game, often with a result of * or none.",
                    "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n"
                    "1. d4 d5 2. c4 *\n\n"
                    "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1/2-1/2\"]\n\n"
                    "1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2",
                    "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1/2-1/2\"]\n\n"
                    "1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2"},
};

}  // namespace

const Rule* closest_rule(std::string_view written) {
    constexpr std::size_t kMostEdits = 2;
    const Rule* closest = nullptr;
    std::size_t best = kMostEdits + 1;
    for (const Rule& rule : all_rules()) {
        const std::size_t distance =
            std::min(text::edit_distance(written, rule.code, text::LetterCase::ignored),
                     text::edit_distance(written, rule.name, text::LetterCase::ignored));
        if (distance < best) {
            best = distance;
            closest = &rule;
        }
    }
    return closest;
}

const RuleExplanation* find_explanation(const Rule& rule) {
    const auto found = std::find_if(
        kExplanations.begin(), kExplanations.end(),
        [&rule](const RuleExplanation& explanation) { return explanation.code == rule.code; });
    return found == kExplanations.end() ? nullptr : &*found;
}

}  // namespace pgnlint::lint
