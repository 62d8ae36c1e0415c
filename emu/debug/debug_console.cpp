#include "emu/debug/debug_console.hpp"

#include "emu/capabilities.hpp"
#include "emu/debug/hex_text.hpp"
#include "util/io/append_stream.hpp"
#include "util/io/input_file.hpp"
#include "util/io/output_file.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <limits>
#include <sstream>
#include <stdexcept>

namespace veteran::emu {
namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// A hexadecimal number as MAME reads one ($ or 0x may lead); nullopt if it is not one.
std::optional<unsigned> number(const std::string& text) { return parse_hex(text); }

// The arguments after the verb, split at commas.
std::vector<std::string> split_args(const std::string& rest) {
  std::vector<std::string> out;
  if (trim(rest).empty()) return out;
  std::string item;
  std::istringstream in(rest);
  while (std::getline(in, item, ',')) out.push_back(trim(item));
  return out;
}

CpuView& cpu_of(Debugger& debugger) {
  auto* debuggable = capability<Debuggable>(debugger.machine());
  CpuView* view = debuggable ? debuggable->cpu_view() : nullptr;
  if (!view) throw std::runtime_error(std::string(debugger.machine().name()) + " offers no CPU view");
  return *view;
}

// A register's value by name (case-insensitive; PC and SP always).
std::optional<unsigned> register_value(const CpuView& view, const std::string& name) {
  const std::string want = lower(name);
  if (want == "pc") return view.pc();
  for (const auto& r : view.registers())
    if (lower(r.name) == want) return r.value;
  if (want == "sp") return view.sp();
  return std::nullopt;
}

// A condition: terms `REG OP NUMBER`, && within a group, || between groups.
struct Term {
  std::string name, op;
  unsigned value = 0;
};
using Condition = std::vector<std::vector<Term>>;

Condition parse_condition(const std::string& text, const CpuView& view) {
  Condition out;
  auto split = [](const std::string& s, const std::string& by) {
    std::vector<std::string> parts;
    size_t start = 0, at;
    while ((at = s.find(by, start)) != std::string::npos) {
      parts.push_back(s.substr(start, at - start));
      start = at + by.size();
    }
    parts.push_back(s.substr(start));
    return parts;
  };
  static const char* const ops[] = {"==", "!=", "<=", ">=", "<", ">"};
  for (const auto& group : split(text, "||")) {
    out.emplace_back();
    for (const auto& raw : split(group, "&&")) {
      const std::string term = trim(raw);
      Term t;
      for (const char* op : ops)
        if (auto at = term.find(op); at != std::string::npos) {
          t.name = trim(term.substr(0, at));
          t.op = op;
          auto v = number(term.substr(at + std::string(op).size()));
          if (!v) throw std::runtime_error("'" + term + "': a register compared with a hexadecimal number");
          t.value = *v;
          break;
        }
      if (t.op.empty()) throw std::runtime_error("'" + term + "': no comparison (== != < > <= >=)");
      if (!register_value(view, t.name)) {
        std::string names;
        for (const auto& r : view.registers()) names += (names.empty() ? "" : " ") + r.name;
        throw std::runtime_error("'" + t.name + "' is not a register of the " + view.cpu() + " (" + names + ")");
      }
      out.back().push_back(t);
    }
  }
  return out;
}

bool holds(const Condition& condition, const CpuView& view) {
  for (const auto& group : condition) {
    bool all = true;
    for (const auto& t : group) {
      const unsigned v = *register_value(view, t.name);
      const bool ok = t.op == "=="   ? v == t.value
                      : t.op == "!=" ? v != t.value
                      : t.op == "<=" ? v <= t.value
                      : t.op == ">=" ? v >= t.value
                      : t.op == "<"  ? v < t.value
                                     : v > t.value;
      all = all && ok;
    }
    if (all) return true;
  }
  return false;
}

const char* const kHelp =
    "bp ADDR[,COND]   set a breakpoint (COND: a==3f && x!=0 ...)\n"
    "bpclear [N]      clear breakpoint N, or all\n"
    "bpdisable [N]    disable breakpoint N, or all; bpenable likewise\n"
    "bplist           list the breakpoints\n"
    "wp ADDR[,LEN]    stop after an instruction changes one of LEN bytes from ADDR (1024 in all)\n"
    "wpclear, wpdisable, wpenable [N], wplist   as for breakpoints\n"
    "go [ADDR]        run on (to ADDR)\n"
    "step [N]         N instructions (1)\n"
    "over [N]         N instructions, a call run through as one\n"
    "out              run until the current subroutine returns\n"
    "dump FILE,ADDR,LEN   write LEN bytes from ADDR to FILE as hex and ASCII\n"
    "trace FILE|off   add each instruction run to the end of FILE\n"
    "symbols FILE     read ADDR NAME lines: names in the listing and as addresses\n";

}  // namespace

DebugConsole::DebugConsole() = default;
DebugConsole::~DebugConsole() = default;

uint16_t DebugConsole::address(const std::string& text) const {
  if (auto v = number(text)) {
    if (*v > 0xFFFF) throw std::runtime_error("'" + text + "' is beyond $FFFF");
    return static_cast<uint16_t>(*v);
  }
  if (auto it = addresses_.find(lower(trim(text))); it != addresses_.end()) return it->second;
  throw std::runtime_error("'" + text + "' is neither a hexadecimal address nor a symbol");
}

void DebugConsole::sync(Debugger& debugger) const {
  debugger.breakpoints.clear();
  debugger.conditions.clear();
  debugger.watchpoints.clear();
  CpuView* view = nullptr;
  for (const auto& p : breakpoints_) {
    if (!p.enabled) continue;
    debugger.breakpoints.insert(p.address);
    if (p.condition.empty()) continue;
    if (!view) view = &cpu_of(debugger);
    Condition c = parse_condition(p.condition, *view);
    debugger.conditions[p.address] = [c, view] { return holds(c, *view); };
  }
  if (temporary_) {
    debugger.breakpoints.insert(*temporary_);
    debugger.conditions.erase(*temporary_);
  }
  for (const auto& p : watchpoints_)
    if (p.enabled)
      for (unsigned i = 0; i < p.length; ++i) debugger.watchpoints.insert(static_cast<uint16_t>(p.address + i));
}

std::string DebugConsole::points(Debugger& debugger, std::vector<Point>& list, int& next, const std::string& verb,
                                 const std::vector<std::string>& args, const char* what) {
  const std::string kind = verb.substr(2);  // "", "clear", "disable", "enable", "list"
  const std::string name = std::string(what) == "b" ? "Breakpoint" : "Watchpoint";
  if (kind.empty()) {
    if (args.empty()) throw std::runtime_error(verb + " needs an address");
    Point p;
    p.id = next;
    p.address = address(args[0]);
    if (name == "Breakpoint") {
      if (args.size() > 1) {
        p.condition = args[1];
        (void)parse_condition(p.condition, cpu_of(debugger));  // said now, not at the stop
      }
    } else if (args.size() > 1) {
      auto length = number(args[1]);
      if (!length || *length == 0 || *length > 0x10000) throw std::runtime_error("'" + args[1] + "' is not a length");
      p.length = static_cast<uint16_t>(std::min<unsigned>(*length, 0xFFFF));
      // Each watched byte is read before and after every instruction (the buses are not hooked):
      // a bound on them all keeps a run under watch at a useful speed.
      size_t watched = p.length;
      for (const auto& w : list) watched += w.length;
      if (watched > kMaxWatchedBytes)
        throw std::runtime_error("watchpoints watch at most " + std::to_string(kMaxWatchedBytes) +
                                 " bytes together (each is read before and after every instruction); this one would "
                                 "make " +
                                 std::to_string(watched));
    }
    ++next;
    list.push_back(p);
    return name + " " + std::to_string(p.id) + " set at " + hex(p.address, 4);
  }
  if (kind == "list") {
    if (list.empty()) return std::string("No ") + (name == "Breakpoint" ? "breakpoints" : "watchpoints") + " set";
    std::string out;
    for (const auto& p : list) {
      out += (out.empty() ? "" : "\n") + std::to_string(p.id) + ": " + hex(p.address, 4);
      if (p.length > 1) out += "-" + hex(static_cast<unsigned>(p.address + p.length - 1) & 0xFFFF, 4);
      if (!p.condition.empty()) out += " if " + p.condition;
      if (auto s = symbol_at(p.address)) out += " (" + *s + ")";
      if (!p.enabled) out += " disabled";
    }
    return out;
  }
  std::optional<int> id;
  if (!args.empty()) {
    // MAME numbers points in decimal.
    char* end = nullptr;
    errno = 0;
    long n = std::strtol(args[0].c_str(), &end, 10);
    if (!end || *end || n <= 0 || args[0].empty())
      throw std::runtime_error("'" + args[0] + "' is not a " + lower(name) + " number");
    // A number past any that was given is simply none of them.
    if (errno == ERANGE || n > std::numeric_limits<int>::max())
      throw std::runtime_error("no " + lower(name) + " " + args[0]);
    id = static_cast<int>(n);
  }
  auto it = std::find_if(list.begin(), list.end(), [&](const Point& p) { return id && p.id == *id; });
  if (id && it == list.end()) throw std::runtime_error("no " + lower(name) + " " + std::to_string(*id));
  if (kind == "clear") {
    if (!id) {
      list.clear();
      return std::string("Cleared all ") + (name == "Breakpoint" ? "breakpoints" : "watchpoints");
    }
    list.erase(it);
    return "Cleared " + lower(name) + " " + std::to_string(*id);
  }
  if (kind == "disable" || kind == "enable") {
    const bool on = kind == "enable";
    if (!id) {
      for (auto& p : list) p.enabled = on;
      return std::string(on ? "Enabled" : "Disabled") + " all " +
             (name == "Breakpoint" ? "breakpoints" : "watchpoints");
    }
    it->enabled = on;
    return name + " " + std::to_string(*id) + (on ? " enabled" : " disabled");
  }
  throw std::runtime_error("no such command: " + verb + " (help lists them)");
}

DebugConsole::Result DebugConsole::execute(Debugger& debugger, const std::string& line) {
  Result r;
  const std::string text = trim(line);
  if (text.empty()) return r;
  const size_t space = text.find_first_of(" \t");
  const std::string verb = lower(text.substr(0, space));
  const std::string rest = space == std::string::npos ? "" : text.substr(space + 1);
  const auto args = split_args(rest);
  auto count = [&](size_t i) {
    if (args.size() <= i) return 1u;
    auto n = number(args[i]);
    if (!n) throw std::runtime_error("'" + args[i] + "' is not a count (hexadecimal, as MAME reads it)");
    if (*n == 0 || *n > 1000000)
      throw std::runtime_error("'" + args[i] + "' is " + std::to_string(*n) +
                               " in hexadecimal; a count is 1 to 1000000 (F4240) at a time");
    return *n;
  };
  try {
    CpuView& view = cpu_of(debugger);
    auto where = [&] { return this->where(debugger); };
    if (verb == "help") {
      r.text = kHelp;
      r.text.pop_back();
    } else if (verb.rfind("bp", 0) == 0) {
      r.text = points(debugger, breakpoints_, next_breakpoint_, verb, args, "b");
    } else if (verb.rfind("wp", 0) == 0) {
      r.text = points(debugger, watchpoints_, next_watchpoint_, verb, args, "w");
    } else if (verb == "go" || verb == "g") {
      temporary_.reset();
      if (!args.empty()) temporary_ = address(args[0]);
      r.go = true;
      r.text = args.empty() ? "Running" : "Running to " + hex(*temporary_, 4);
    } else if (verb == "step" || verb == "s") {
      sync(debugger);
      const unsigned n = count(0);
      for (unsigned i = 0; i < n; ++i) {
        debugger.step();
        if (!debugger.stop_reason().empty()) break;
      }
      r.text = where();
    } else if (verb == "over" || verb == "o") {
      sync(debugger);
      const unsigned n = count(0);
      debugger.aim_over(n);
      r.go = true;  // the caller runs the machine to it (the window: in its slices, never frozen)
      r.text = n == 1 ? "Stepping over" : "Stepping over " + std::to_string(n) + " times";
    } else if (verb == "out") {
      sync(debugger);
      if (!debugger.aim_out()) throw std::runtime_error(debugger.stop_reason());
      r.go = true;
      r.text = "Stepping out";
    } else if (verb == "dump") {
      if (args.size() != 3) throw std::runtime_error("dump takes FILE,ADDR,LEN");
      if (args[0].empty()) throw std::runtime_error("dump needs a file to write: dump FILE,ADDR,LEN");
      const uint16_t from = address(args[1]);
      auto length = number(args[2]);
      if (!length || *length == 0 || *length > 0x10000) throw std::runtime_error("'" + args[2] + "' is not a length");
      std::string out;
      for (unsigned row = 0; row < *length; row += 16) {
        std::string bytes, ascii;
        for (unsigned i = 0; i < 16; ++i) {
          if (row + i >= *length) {
            bytes += "   ";
            continue;
          }
          const uint8_t b = debugger.machine().peek(static_cast<uint16_t>(from + row + i));
          bytes += (i == 0 ? "" : i == 8 ? "-" : " ") + hex(b, 2);
          ascii += b >= 0x20 && b < 0x7F ? static_cast<char>(b) : '.';
        }
        out += hex((from + row) & 0xFFFF, 4) + ": " + bytes + "  " + ascii + "\n";
      }
      io::write_whole(args[0], out, "the dump");
      r.text = "Data dumped to " + args[0];
    } else if (verb == "trace") {
      if (args.empty()) throw std::runtime_error("trace takes FILE, or off");
      const std::string failure = close_trace(debugger);
      if (!failure.empty()) throw std::runtime_error(failure + "; the trace stopped there");
      if (lower(args[0]) == "off") {
        r.text = "Stopped tracing";
      } else {
        trace_ = std::make_unique<io::AppendStream>(args[0], "the trace", 1 << 16);
        CpuView* cpu = &view;  // the machine's own, alive as long as the machine
        debugger.trace = [this, cpu] {
          const uint16_t pc = cpu->pc();
          if (!trace_->failed()) trace_->write(hex(pc, 4) + ": " + cpu->disassemble(pc).text + "\n");
        };
        r.text = "Tracing to " + args[0];
      }
    } else if (verb == "symbols") {
      if (args.empty()) throw std::runtime_error("symbols takes FILE");
      load_symbols(args[0]);
      r.text = std::to_string(symbols_.size()) + " symbols from " + args[0];
    } else {
      throw std::runtime_error("no such command: " + verb + " (help lists them)");
    }
    sync(debugger);
  } catch (const std::exception& e) {
    r.text = std::string("error: ") + e.what();
    r.go = false;
  }
  // The trace so far on the disk at every command; one whose file could not
  // be written (a full disk) ended at its last whole flush, and the command says so.
  if (trace_) trace_->flush();
  if (trace_ && trace_->failed()) r.text = "error: " + close_trace(debugger) + "; the trace stopped there\n" + r.text;
  return r;
}

std::string DebugConsole::close_trace(Debugger& debugger) {
  debugger.trace = nullptr;
  if (!trace_) return "";
  trace_->flush();
  std::string error = trace_->error();
  trace_.reset();
  return error;
}

void DebugConsole::toggle_breakpoint(Debugger& debugger, uint16_t address) {
  auto it =
      std::find_if(breakpoints_.begin(), breakpoints_.end(), [&](const Point& p) { return p.address == address; });
  if (it != breakpoints_.end()) {
    breakpoints_.erase(it);
  } else {
    Point p;
    p.id = next_breakpoint_++;
    p.address = address;
    breakpoints_.push_back(p);
  }
  sync(debugger);
}

std::string DebugConsole::where(Debugger& debugger) const {
  CpuView& view = cpu_of(debugger);
  const uint16_t pc = view.pc();
  std::string at = hex(pc, 4) + ": " + view.disassemble(pc).text;
  if (auto s = symbol_at(pc)) at = *s + " " + at;
  return debugger.stop_reason().empty() ? at : debugger.stop_reason() + "\n" + at;
}

void DebugConsole::stopped_at(Debugger& debugger, uint16_t pc) {
  if (temporary_ && *temporary_ == pc) {
    temporary_.reset();
    sync(debugger);
  }
}

void DebugConsole::load_symbols(const std::string& file) {
  std::istringstream in(io::read_file(file, io::kMaxTextFile, "the symbols"));
  std::map<uint16_t, std::string> symbols;
  std::map<std::string, uint16_t> addresses;
  int number_of_line = 0;
  for (std::string line; std::getline(in, line);) {
    ++number_of_line;
    if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    std::istringstream words(line);
    std::string addr, name, extra;
    if (!(words >> addr)) continue;
    auto v = number(addr);
    if (!(words >> name) || (words >> extra) || !v || *v > 0xFFFF)
      throw std::runtime_error(file + ":" + std::to_string(number_of_line) +
                               ": not 'ADDR NAME' (a hexadecimal address "
                               "and a name): '" +
                               trim(line) + "'");
    symbols[static_cast<uint16_t>(*v)] = name;
    addresses[lower(name)] = static_cast<uint16_t>(*v);
  }
  symbols_ = std::move(symbols);
  addresses_ = std::move(addresses);
}

std::optional<std::string> DebugConsole::symbol_at(uint16_t address) const {
  auto it = symbols_.find(address);
  if (it == symbols_.end()) return std::nullopt;
  return it->second;
}

}  // namespace veteran::emu
