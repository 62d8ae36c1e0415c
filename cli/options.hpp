// A command's options, declared once in a table: parsing, checking of
// numbers and ranges, and `veteran COMMAND --help` all come from it. Every
// mistake is a UsageError naming the option and what it takes; main() prints
// it and exits with status 2.
#pragma once

#include <functional>
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

// An option row with its handler: how the value read goes into the
// command's settings. A command declares its rows once; its table (parsing
// and --help) and the filling of its settings both come from them, so no
// command copies options into its settings one field at a time.
template <class Settings>
struct Row {
  Option option;
  std::function<void(const Options&, Settings&)> apply;  // reads the option (or its fallback) into the settings
};

// The rows' options, for parsing and --help.
template <class Settings>
std::vector<Option> options_of(const std::vector<Row<Settings>>& rows) {
  std::vector<Option> table;
  for (const auto& r : rows) table.push_back(r.option);
  return table;
}

// Every row's handler in order: the settings as the command line gives them.
template <class Settings>
void apply_rows(const std::vector<Row<Settings>>& rows, const Options& o, Settings& settings) {
  for (const auto& r : rows)
    if (r.apply) r.apply(o, settings);
}

// Rows that put an option's value into a field of the settings as it is.
template <class Settings>
Row<Settings> text_row(Option option, std::string Settings::*field) {
  const std::string name = option.name;
  return {option, [name, field](const Options& o, Settings& s) { s.*field = o.text(name); }};
}
template <class Settings>
Row<Settings> list_row(Option option, std::vector<std::string> Settings::*field) {
  const std::string name = option.name;
  return {option, [name, field](const Options& o, Settings& s) { s.*field = o.list(name); }};
}
template <class Settings>
Row<Settings> flag_row(Option option, bool Settings::*field) {
  const std::string name = option.name;
  return {option, [name, field](const Options& o, Settings& s) { s.*field = o.flag(name); }};
}
template <class Settings, class Whole>
Row<Settings> whole_row(Option option, Whole Settings::*field) {
  const std::string name = option.name;
  return {option, [name, field](const Options& o, Settings& s) { s.*field = static_cast<Whole>(o.whole(name)); }};
}
template <class Settings>
Row<Settings> decimal_row(Option option, double Settings::*field) {
  const std::string name = option.name;
  return {option, [name, field](const Options& o, Settings& s) { s.*field = o.decimal(name); }};
}
// A row read by the command itself (positional checks, a value read with others).
template <class Settings>
Row<Settings> plain_row(Option option) {
  return {option, nullptr};
}

// One checked way to read a number: the whole text, in [min, max], or a
// UsageError naming `what` and the range (no NaN, no infinity).
long long parse_whole(const std::string& text, const std::string& what, double min, double max);
double parse_decimal(const std::string& text, const std::string& what, double min, double max);

}  // namespace veteran::cli
