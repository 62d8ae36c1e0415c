#include "cli/options.hpp"

#include "cli/commands.hpp"
#include "emu/files/rompath.hpp"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace veteran::cli {
namespace {

std::string range_text(double min, double max) {
  char text[96];
  std::snprintf(text, sizeof text, "from %.15g to %.15g", min, max);
  return text;
}

}  // namespace

long long parse_whole(const std::string& text, const std::string& what, double min, double max) {
  errno = 0;
  char* end = nullptr;
  long long v = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || errno == ERANGE || static_cast<double>(v) < min || static_cast<double>(v) > max)
    throw UsageError(what + " takes a whole number " + range_text(min, max) + ", not '" + text + "'");
  return v;
}

double parse_decimal(const std::string& text, const std::string& what, double min, double max) {
  errno = 0;
  char* end = nullptr;
  double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || errno == ERANGE || !std::isfinite(v) || v < min || v > max)
    throw UsageError(what + " takes a number " + range_text(min, max) + ", not '" + text + "'");
  return v;
}

Options::Options(const char* command, const std::vector<Option>& table, const Args& args)
    : command_(command), table_(table) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.size() < 2 || a[0] != '-' || (a[1] != '-' && !std::isalpha(static_cast<unsigned char>(a[1])))) {
      positional_.push_back(a);  // "-" alone, or a negative number, is not an option
      continue;
    }
    std::string name = a.substr(0, a.find('='));
    const Option* option = nullptr;
    for (const auto& o : table_)
      if (name == o.name) option = &o;
    if (!option) throw UsageError("unknown option '" + name + "' (see 'veteran " + command_ + " --help')");
    std::string value;
    if (option->kind == Option::flag) {
      if (name != a) throw UsageError(name + " takes no value");
    } else if (name != a) {
      value = a.substr(name.size() + 1);
    } else if (i + 1 < args.size()) {
      value = args[++i];
    } else {
      throw UsageError(name + " needs a value (" + option->value + ")");
    }
    if (option->kind == Option::whole) parse_whole(value, name, option->min, option->max);
    if (option->kind == Option::decimal) parse_decimal(value, name, option->min, option->max);
    if (option->kind != Option::list && given(name)) throw UsageError(name + " is given twice");
    values_.emplace_back(option, value);
  }
}

const Option& Options::find(const std::string& name) const {
  for (const auto& o : table_)
    if (name == o.name) return o;
  throw std::logic_error(std::string("veteran ") + command_ + ": no option " + name + " in its table");
}

bool Options::given(const std::string& name) const {
  find(name);
  for (const auto& [o, v] : values_)
    if (name == o->name) return true;
  return false;
}

std::string Options::text(const std::string& name) const {
  for (const auto& [o, v] : values_)
    if (name == o->name) return v;
  return find(name).fallback;
}

std::vector<std::string> Options::list(const std::string& name) const {
  find(name);
  std::vector<std::string> out;
  for (const auto& [o, v] : values_)
    if (name == o->name) out.push_back(v);
  return out;
}

long long Options::whole(const std::string& name) const {
  const Option& o = find(name);
  return parse_whole(text(name), name, o.min, o.max);
}

double Options::decimal(const std::string& name) const {
  const Option& o = find(name);
  return parse_decimal(text(name), name, o.min, o.max);
}

std::string options_help(const std::vector<Option>& table) {
  std::string out;
  for (const auto& o : table) {
    std::string head = std::string("  ") + o.name + (o.kind == Option::flag ? "" : std::string(" ") + o.value);
    if (head.size() < 24)
      head.resize(24, ' ');
    else
      head += "  ";
    out += head + o.help;
    if (o.kind == Option::whole || o.kind == Option::decimal) out += " (" + range_text(o.min, o.max) + ")";
    if (*o.fallback) out += std::string(" [") + o.fallback + "]";
    if (o.kind == Option::list) out += " (repeatable)";
    out += "\n";
  }
  return out;
}

std::vector<std::filesystem::path> rompath_of(const Options& o) { return files::rompath(o.text("--rompath")); }

engines::TimeControl time_control_of(const Options& o, const std::string& name) {
  try {
    return engines::TimeControl::parse(o.text(name));
  } catch (const std::invalid_argument& e) { throw UsageError(name + ": " + e.what()); }
}

}  // namespace veteran::cli
