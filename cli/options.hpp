// A command's options, declared once in a table: parsing, checking of
// numbers and ranges, and `veteran COMMAND --help` all come from it. Every
// mistake is a UsageError naming the option and what it takes; main() prints
// it and exits with status 2.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace veteran::cli {

using Args = std::vector<std::string>;

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Option {
  enum Kind { flag, text, list, whole, decimal };
  const char* name;  // "--level"
  Kind kind;
  const char* value;        // "N", "FILE" ("" for a flag)
  const char* help;         // one line
  const char* fallback;     // the value when not given ("" : none)
  double min = 0, max = 0;  // the accepted range of a number
};

class Options {
 public:
  // Reads `args` against `table`: "--name VALUE" or "--name=VALUE", flags,
  // repeatable lists; whatever is left is positional. Throws UsageError.
  Options(const char* command, const std::vector<Option>& table, const Args& args);

  bool given(const std::string& name) const;
  bool flag(const std::string& name) const { return given(name); }
  std::string text(const std::string& name) const;
  std::vector<std::string> list(const std::string& name) const;
  long long whole(const std::string& name) const;
  double decimal(const std::string& name) const;
  const Args& positional() const { return positional_; }

 private:
  const char* command_;
  const std::vector<Option>& table_;
  std::vector<std::pair<const Option*, std::string>> values_;
  Args positional_;
  const Option& find(const std::string& name) const;
};

// The lines `veteran COMMAND --help` prints for the table.
std::string options_help(const std::vector<Option>& table);

// One checked way to read a number: the whole text, in [min, max], or a
// UsageError naming `what` and the range (no NaN, no infinity).
long long parse_whole(const std::string& text, const std::string& what, double min, double max);
double parse_decimal(const std::string& text, const std::string& what, double min, double max);

}  // namespace veteran::cli
