#include "util/lua/value_bytes.hpp"

#include <cstdint>
#include <cstring>
#include <stdexcept>

namespace veteran::lua {
namespace {

constexpr int kMaxDepth = 32;

// One byte of kind, then the value: strings and tables with 8-byte counts.
enum Tag : char {
  kNil = 'n',
  kFalse = 'f',
  kTrue = 't',
  kInteger = 'i',
  kFloat = 'd',
  kString = 's',
  kTable = 'T',
  kTableEnd = 'E',
  kOther = 'o'
};

template <class T>
void put(std::string& out, T value) {
  char raw[sizeof value];
  std::memcpy(raw, &value, sizeof value);
  out.append(raw, sizeof value);
}

template <class T>
T take(std::string_view bytes, size_t& at) {
  if (bytes.size() - at < sizeof(T)) throw std::runtime_error("a recorded Lua value is cut short");
  T value;
  std::memcpy(&value, bytes.data() + at, sizeof value);
  at += sizeof value;
  return value;
}

void append(lua_State* L, int index, std::string& out, int depth) {
  index = lua_absindex(L, index);
  switch (lua_type(L, index)) {
    case LUA_TNIL: out += kNil; return;
    case LUA_TBOOLEAN: out += lua_toboolean(L, index) ? kTrue : kFalse; return;
    case LUA_TNUMBER:
      if (lua_isinteger(L, index)) {
        out += kInteger;
        put<int64_t>(out, lua_tointeger(L, index));
      } else {
        out += kFloat;
        put<double>(out, lua_tonumber(L, index));
      }
      return;
    case LUA_TSTRING: {
      size_t length = 0;
      const char* text = lua_tolstring(L, index, &length);
      out += kString;
      put<uint64_t>(out, length);
      out.append(text, length);
      return;
    }
    case LUA_TTABLE:
      if (depth >= kMaxDepth) throw std::runtime_error("a table nested more than 32 deep (or holding itself)");
      out += kTable;
      lua_pushnil(L);
      while (lua_next(L, index) != 0) {
        append(L, -2, out, depth + 1);
        append(L, -1, out, depth + 1);
        lua_pop(L, 1);
      }
      out += kTableEnd;
      return;
    default: out += kOther; return;
  }
}

void push(lua_State* L, std::string_view bytes, size_t& at, int depth) {
  if (at >= bytes.size()) throw std::runtime_error("a recorded Lua value is cut short");
  if (!lua_checkstack(L, 4)) throw std::runtime_error("a recorded Lua value too deep for the stack");
  switch (bytes[at++]) {
    case kNil: lua_pushnil(L); return;
    case kFalse: lua_pushboolean(L, 0); return;
    case kTrue: lua_pushboolean(L, 1); return;
    case kInteger: lua_pushinteger(L, take<int64_t>(bytes, at)); return;
    case kFloat: lua_pushnumber(L, take<double>(bytes, at)); return;
    case kString: {
      const uint64_t length = take<uint64_t>(bytes, at);
      if (length > bytes.size() - at) throw std::runtime_error("a recorded Lua value is cut short");
      lua_pushlstring(L, bytes.data() + at, static_cast<size_t>(length));
      at += static_cast<size_t>(length);
      return;
    }
    case kTable:
      if (depth >= kMaxDepth) throw std::runtime_error("a recorded Lua table nested too deep");
      lua_newtable(L);
      while (at < bytes.size() && bytes[at] != kTableEnd) {
        push(L, bytes, at, depth + 1);
        push(L, bytes, at, depth + 1);
        if (lua_isnil(L, -2)) throw std::runtime_error("a recorded Lua table with a nil key");
        lua_rawset(L, -3);
      }
      if (at >= bytes.size()) throw std::runtime_error("a recorded Lua value is cut short");
      ++at;
      return;
    case kOther: lua_pushlightuserdata(L, nullptr); return;
    default: throw std::runtime_error("not a recorded Lua value");
  }
}

}  // namespace

void append_value(lua_State* L, int index, std::string& out) { append(L, index, out, 0); }

void push_value(lua_State* L, std::string_view bytes, size_t& at) { push(L, bytes, at, 0); }

}  // namespace veteran::lua
