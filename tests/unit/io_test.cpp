// util/io: the one way veteran reads users' files and writes its own.
#include "util/io/append_stream.hpp"
#include "util/io/appended_records.hpp"
#include "util/io/input_file.hpp"
#include "util/io/output_file.hpp"

#include <catch2/catch.hpp>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace io = veteran::io;
namespace fs = std::filesystem;

namespace {

struct Folder {
  fs::path dir;
  Folder() {
    std::string pattern = (fs::temp_directory_path() / "veteran-io-XXXXXX").string();
    dir = mkdtemp(pattern.data());
  }
  ~Folder() { fs::remove_all(dir); }
  std::string operator/(const std::string& name) const { return (dir / name).string(); }
};

std::string contents(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void put(const std::string& file, const std::string& text) { std::ofstream(file, std::ios::binary) << text; }

}  // namespace

TEST_CASE("io: a user's file is read only if it is a regular file, under its cap", "[io]") {
  Folder f;
  put(f / "a.txt", "hello");
  CHECK(io::read_file(f / "a.txt", 100) == "hello");
  CHECK_THROWS_WITH(io::read_file(f / "a.txt", 4, "a test"), Catch::Contains("a.txt (a test): larger than"));
  CHECK_THROWS_WITH(io::read_file(f / "none", 100), Catch::Contains("none: no such file"));
  CHECK_THROWS_WITH(io::read_file(f.dir.string(), 100), Catch::Contains("is a folder, not a file"));
  CHECK_THROWS_WITH(io::read_file("/dev/zero", 100), Catch::Contains("/dev/zero: not a regular file (a device)"));
  // A FIFO with no writer: refused at once, not waited on.
  REQUIRE(mkfifo((f / "fifo").c_str(), 0600) == 0);
  CHECK_THROWS_WITH(io::read_file(f / "fifo", 100), Catch::Contains("not a regular file (a FIFO)"));
  fs::create_symlink("loop", f / "loop");
  CHECK_THROWS_WITH(io::read_file(f / "loop", 100), Catch::Contains("loop: cannot open"));
}

TEST_CASE("io: outputs are checked before any work, naming the file and why", "[io]") {
  Folder f;
  CHECK_NOTHROW(io::check_writable(f / "new.pgn"));
  CHECK_THROWS_WITH(io::check_writable(f.dir.string(), "the PGN"), Catch::Contains("(the PGN): is a folder"));
  CHECK_THROWS_WITH(io::check_writable("/dev/full"), Catch::Contains("/dev/full: a device"));
  CHECK_THROWS_WITH(io::check_writable(f / "missing/x.pgn"),
                    Catch::Contains("the folder " + (f / "missing") + " does not exist"));
  put(f / "file", "x");
  CHECK_THROWS_WITH(io::check_writable(f / "file/x.pgn"),
                    Catch::Contains(f / "file") && Catch::Contains("is not a folder"));
  CHECK_THROWS_WITH(io::check_writable(""), Catch::Contains("no file named"));
}

TEST_CASE("io: write_whole replaces a file in one step, through a temporary no link can be planted at", "[io]") {
  Folder f;
  put(f / "victim", "precious");
  // Links at the names a fixed-name temporary would have used: never followed.
  for (const char* name : {"out.pgn.tmp", ".out.pgn.tmp", "out.pgn.journal.tmp"})
    fs::create_symlink(f / "victim", f / name);
  put(f / "out.pgn", "old");
  chmod((f / "out.pgn").c_str(), 0640);
  io::write_whole(f / "out.pgn", "new text");
  CHECK(contents(f / "out.pgn") == "new text");
  CHECK(contents(f / "victim") == "precious");
  struct stat st {};
  REQUIRE(stat((f / "out.pgn").c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0640);  // the file keeps its mode
  int leftovers = 0;
  for (const auto& e : fs::directory_iterator(f.dir))
    leftovers += e.path().filename().string().find(".tmp-") != std::string::npos;
  CHECK(leftovers == 0);
  // A link to a file is written through to its target.
  fs::create_symlink(f / "victim", f / "link");
  io::write_whole(f / "link", "through");
  CHECK(contents(f / "victim") == "through");
  CHECK(fs::is_symlink(f / "link"));
  CHECK_THROWS_WITH(io::write_whole(f.dir.string(), "x"), Catch::Contains("is a folder"));
}

TEST_CASE("io: a failed append is cut back off, leaving no half record", "[io]") {
  Folder f;
  put(f / "games.pgn", "first\n");
  io::append_whole(f / "games.pgn", "second\n");
  CHECK(contents(f / "games.pgn") == "first\nsecond\n");
  // A file-size limit: the write stops part way (EFBIG), the part is removed.
  struct rlimit old {};
  getrlimit(RLIMIT_FSIZE, &old);
  auto previous = std::signal(SIGXFSZ, SIG_IGN);
  struct rlimit small = old;
  small.rlim_cur = 20;
  REQUIRE(setrlimit(RLIMIT_FSIZE, &small) == 0);
  std::string error;
  try {
    io::append_whole(f / "games.pgn", "a record far longer than the limit\n", "the PGN");
  } catch (const std::exception& e) { error = e.what(); }
  setrlimit(RLIMIT_FSIZE, &old);
  std::signal(SIGXFSZ, previous);
  CHECK_THAT(error, Catch::Contains("games.pgn (the PGN): cannot write: File too large"));
  CHECK(contents(f / "games.pgn") == "first\nsecond\n");
  CHECK_THROWS_WITH(io::append_whole("/dev/null/x", "x"), Catch::Contains("cannot write"));
}

TEST_CASE("io: a log or trace is appended to, and stops with the reason when a write fails", "[io]") {
  Folder f;
  put(f / "trace.txt", "kept\n");
  {
    io::AppendStream log(f / "trace.txt", "the trace", 64);
    CHECK(log.write("0200: LDA #$01\n"));
    CHECK(contents(f / "trace.txt") == "kept\n");  // buffered
    CHECK(log.flush());
    CHECK(contents(f / "trace.txt") == "kept\n0200: LDA #$01\n");  // appended, never truncated
  }
  // A file-size limit part way through a flush: the part is cut back off,
  // the stream says why and writes nothing more.
  struct rlimit old {};
  getrlimit(RLIMIT_FSIZE, &old);
  auto previous = std::signal(SIGXFSZ, SIG_IGN);
  {
    io::AppendStream log(f / "trace.txt", "the trace");
    struct rlimit small = old;
    small.rlim_cur = 40;
    REQUIRE(setrlimit(RLIMIT_FSIZE, &small) == 0);
    CHECK(log.write("0202: STA $00\n"));
    CHECK_FALSE(log.write("0204: a line that goes past the file-size limit\n"));
    CHECK(log.failed());
    CHECK_THAT(log.error(), Catch::Contains("trace.txt (the trace): cannot write: File too large"));
    CHECK_FALSE(log.write("x\n"));
  }
  setrlimit(RLIMIT_FSIZE, &old);
  std::signal(SIGXFSZ, previous);
  CHECK(contents(f / "trace.txt") == "kept\n0200: LDA #$01\n0202: STA $00\n");
  // Only regular files, named with the reason.
  CHECK_THROWS_WITH(io::AppendStream("/dev/full", "the trace"), Catch::Contains("/dev/full (the trace): a device"));
  CHECK_THROWS_WITH(io::AppendStream(f / "no/such/x", "the log"), Catch::Contains("does not exist"));
  mkfifo((f / "fifo").c_str(), 0600);
  CHECK_THROWS_WITH(io::AppendStream(f / "fifo", "the log"), Catch::Contains("a FIFO"));
}

namespace {
// restore_records over whole records, all to be written now: how many were added.
size_t restore(const std::string& file, const io::RecordStart& start, const std::vector<std::string>& records,
               std::string_view marker) {
  std::vector<io::WantedRecord> wanted;
  for (const auto& r : records) wanted.push_back({r, true});
  return io::restore_records(file, start, wanted, marker).added;
}
std::string crlf(std::string_view s) {
  std::string out;
  for (char c : s) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
  return out;
}
}  // namespace

TEST_CASE("io: restore_records puts back what the journal has and the file lacks", "[io]") {
  Folder f;
  const std::string user = "[Event \"mine\"]\n\n1. e4 1-0\n\n";
  const std::string g1 = "[Event \"e\"]\n[Round \"1\"]\n\n1. d4 1-0\n\n",
                    g2 = "[Event \"e\"]\n[Round \"2\"]\n\n1. c4 0-1\n\n",
                    g3 = "[Event \"e\"]\n[Round \"3\"]\n\n1. Nf3 1/2-1/2\n\n";
  put(f / "a.pgn", user);
  const io::RecordStart start = io::record_start(f / "a.pgn");
  CHECK(start.base == user.size());
  SECTION("a game journalled but never written is added; those there are not added twice") {
    put(f / "a.pgn", user + g1);
    CHECK(restore(f / "a.pgn", start, {g1, g2}, "[Event ") == 1);
    CHECK(contents(f / "a.pgn") == user + g1 + g2);
    CHECK(restore(f / "a.pgn", start, {g1, g2}, "[Event ") == 0);
  }
  SECTION("a game cut short by a kill is replaced by the whole game") {
    put(f / "a.pgn", user + g1 + g2.substr(0, 17));
    CHECK(restore(f / "a.pgn", start, {g1, g2, g3}, "[Event ") == 2);
    CHECK(contents(f / "a.pgn") == user + g1 + g2 + g3);
  }
  SECTION("the user's own games before the base never count as this event's") {
    put(f / "a.pgn", g1 + user);  // the same text as g1, written before the event began
    const io::RecordStart later = io::record_start(f / "a.pgn");
    CHECK(restore(f / "a.pgn", later, {g1}, "[Event ") == 1);
    CHECK(contents(f / "a.pgn") == g1 + user + g1);
  }
  SECTION("games another match appended in between are left alone") {
    const std::string other = "[Event \"other\"]\n\n1. b3 0-1\n\n";
    put(f / "a.pgn", g1 + other + g3);
    CHECK(restore(f / "a.pgn", {}, {g1, g2, g3}, "[Event ") == 1);
    CHECK(contents(f / "a.pgn") == g1 + other + g3 + g2);
  }
  SECTION("EPD lines: equal lines are counted, a torn last line replaced") {
    const std::string line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n";
    put(f / "a.epd", line + line.substr(0, 10));
    CHECK(restore(f / "a.epd", {}, {line, line, line}, "") == 2);
    CHECK(contents(f / "a.epd") == line + line + line);
  }
  SECTION("a file truncated since (shorter than its base) is searched whole") {
    put(f / "a.pgn", "");
    CHECK(restore(f / "a.pgn", {5000, "x"}, {g1}, "[Event ") == 1);
    CHECK(contents(f / "a.pgn") == g1);
  }
  SECTION("a file converted to CRLF still holds its games, and gets CRLF games") {
    put(f / "a.pgn", crlf(user + g1 + g2));
    CHECK(restore(f / "a.pgn", start, {g1, g2}, "[Event ") == 0);
    CHECK(restore(f / "a.pgn", start, {g1, g2, g3}, "[Event ") == 1);
    CHECK(contents(f / "a.pgn") == crlf(user + g1 + g2 + g3));
  }
  SECTION("the user's own games deleted before the event's: none of the event's is written twice") {
    put(f / "a.pgn", g1 + g2);
    CHECK(restore(f / "a.pgn", start, {g1, g2, g3}, "[Event ") == 1);
    CHECK(contents(f / "a.pgn") == g1 + g2 + g3);
  }
  SECTION("a file without its final newline: the game goes on a line of its own") {
    put(f / "a.pgn", user + "1. e4 1-0");
    CHECK(restore(f / "a.pgn", {}, {g1}, "[Event ") == 1);
    CHECK(contents(f / "a.pgn") == user + "1. e4 1-0\n" + g1);
    put(f / "b.pgn", user + g1.substr(0, g1.size() - 2));  // the event's own game, its newlines stripped
    CHECK(restore(f / "b.pgn", start, {g1}, "[Event ") == 0);
  }
  SECTION("records left to the caller are reported missing, not written") {
    put(f / "a.pgn", user + g1);
    auto r = io::restore_records(f / "a.pgn", start, {{g1, true}, {g2, true}, {g3, false}}, "[Event ");
    CHECK(r.added == 1);
    CHECK(r.present == std::vector<bool>{true, true, false});
    CHECK(contents(f / "a.pgn") == user + g1 + g2);
  }
}

TEST_CASE("io: append_whole puts a record on a line of its own", "[io]") {
  Folder f;
  put(f / "a.pgn", "[Event \"mine\"]\n\n1. e4 1-0");
  io::append_whole(f / "a.pgn", "[Event \"e\"]\n\n1. d4 1-0\n\n", "the PGN");
  CHECK(contents(f / "a.pgn") == "[Event \"mine\"]\n\n1. e4 1-0\n[Event \"e\"]\n\n1. d4 1-0\n\n");
}

TEST_CASE("io: check_writable follows a dangling link and refuses the kernel's files", "[io]") {
  Folder f;
  std::filesystem::create_symlink("missing/folder/games.pgn", f / "link.pgn");
  CHECK_THROWS_WITH(io::check_writable(f / "link.pgn", "the PGN"), Catch::Contains("does not exist"));
  std::filesystem::create_symlink(f / "chain.pgn", f / "chain2.pgn");
  std::filesystem::create_symlink("nowhere/x.pgn", f / "chain.pgn");
  CHECK_THROWS_WITH(io::check_writable(f / "chain2.pgn", "the PGN"), Catch::Contains("does not exist"));
  std::filesystem::create_symlink("real.pgn", f / "ok.pgn");
  CHECK_NOTHROW(io::check_writable(f / "ok.pgn", "the PGN"));
  CHECK_THROWS_WITH(io::check_writable("/proc/self/status", "the EPD output"),
                    Catch::Contains("/proc/self/status (the EPD output): a file the kernel makes"));
}
