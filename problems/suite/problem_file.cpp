#include "problems/suite/problem_file.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

namespace veteran::problems {

std::string Problem::where() const {
  std::string s = file + ":" + std::to_string(line);
  if (!id.empty()) s += " (" + id + ")";
  return s;
}

namespace {

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// The operations after the FEN fields: "opcode operand ...;", strings quoted.
std::vector<std::pair<std::string, std::vector<std::string>>> operations(const std::string& text,
                                                                         const std::string& where) {
  std::vector<std::pair<std::string, std::vector<std::string>>> out;
  size_t i = 0;
  while (true) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i >= text.size()) break;
    std::string opcode;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) && text[i] != ';') opcode += text[i++];
    std::vector<std::string> operands;
    while (true) {
      while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
      if (i >= text.size()) throw ProblemError(where + ": operation '" + opcode + "' is not ended by ';'");
      if (text[i] == ';') {
        ++i;
        break;
      }
      std::string operand;
      if (text[i] == '"') {
        size_t end = text.find('"', i + 1);
        if (end == std::string::npos) throw ProblemError(where + ": a string in '" + opcode + "' is not closed");
        operand = text.substr(i + 1, end - i - 1);
        i = end + 1;
      } else {
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) && text[i] != ';')
          operand += text[i++];
      }
      operands.push_back(operand);
    }
    out.emplace_back(opcode, operands);
  }
  return out;
}

std::vector<std::string> split_lines(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (true) {
    size_t bar = s.find('|', start);
    std::string part = trim(s.substr(start, bar == std::string::npos ? std::string::npos : bar - start));
    if (!part.empty()) out.push_back(part);
    if (bar == std::string::npos) break;
    start = bar + 1;
  }
  return out;
}

}  // namespace

namespace {

// One EPD line as a problem; throws ProblemError naming the line.
Problem read_problem(const std::string& line, const std::string& file, int number) {
  Problem p;
  p.file = file;
  p.line = number;
  std::string where = file + ":" + std::to_string(number);
  std::istringstream fields(line);
  std::string f[4];
  for (auto& field : f)
    if (!(fields >> field)) throw ProblemError(where + ": an EPD line needs the four FEN fields");
  p.fen = f[0] + " " + f[1] + " " + f[2] + " " + f[3];
  std::string rest;
  std::getline(fields, rest);
  bool stipulated = false;
  std::set<std::string> seen;
  for (auto& [opcode, operands] : operations(rest, where)) {
    // An operation given twice, or dm beside stip, would leave the last one standing unseen.
    if (!seen.insert(opcode).second) throw ProblemError(where + ": '" + opcode + "' is given twice");
    if ((opcode == "dm" && seen.count("stip")) || (opcode == "stip" && seen.count("dm")))
      throw ProblemError(where + ": both 'dm' and 'stip' say what the problem asks; give one");
    auto one = [&, &op = opcode, &args = operands]() -> const std::string& {
      if (args.size() != 1) throw ProblemError(where + ": '" + op + "' takes one operand");
      return args[0];
    };
    try {
      if (opcode == "id")
        p.id = one();
      else if (opcode == "c0")
        p.source = one();
      else if (opcode == "dm") {
        p.stipulation = parse_stipulation("#" + one());
        stipulated = true;
      } else if (opcode == "stip") {
        p.stipulation = parse_stipulation(one());
        stipulated = true;
      } else if (opcode == "bm") {
        // A key written twice is one key (a set of keys, as EPD's bm is).
        for (const auto& key : operands)
          if (std::find(p.keys.begin(), p.keys.end(), key) == p.keys.end()) p.keys.push_back(key);
      } else if (opcode == "sol") {
        p.solutions = split_lines(one());
      }
    } catch (const std::invalid_argument& e) { throw ProblemError(where + ": " + e.what()); }
  }
  if (!stipulated) throw ProblemError(where + ": no 'dm N' or 'stip' says what the problem asks");
  return p;
}

}  // namespace

std::vector<Problem> read_problems(const std::string& text, const std::string& file,
                                   std::vector<std::string>* refused) {
  std::vector<Problem> out;
  std::istringstream in(text);
  std::string raw;
  int number = 0;
  while (std::getline(in, raw)) {
    ++number;
    std::string line = trim(raw);
    if (line.empty() || line[0] == '#') continue;
    try {
      out.push_back(read_problem(line, file, number));
    } catch (const ProblemError& e) {
      if (!refused) throw;
      refused->push_back(e.what());
    }
  }
  return out;
}

}  // namespace veteran::problems
