// Writes the problem board's attack tables as a C++ source file, so that
// veteran starts with them in its read-only data rather than computing them
// (0.9 ms of every `veteran mate`, more than the rest of its start-up).
//
//     veteran_make_attack_tables OUT.cpp
#include "problems/board/attack_builder.hpp"

#include <cinttypes>
#include <cstdio>
#include <string>
#include <vector>

using namespace veteran::problems;

namespace {

void bitboards(FILE* out, const Bitboard* b, size_t n) {
  std::fputc('{', out);
  for (size_t i = 0; i < n; ++i) std::fprintf(out, "%s0x%" PRIx64 "u", i ? (i % 8 ? ", " : ",\n") : "", b[i]);
  std::fputc('}', out);
}

void magics(FILE* out, const AttackTables::Magic* m, const Bitboard* storage) {
  std::fputc('{', out);
  for (int s = 0; s < 64; ++s)
    std::fprintf(out, "%s{0x%" PRIx64 "u, 0x%" PRIx64 "u, kSliders + %td, %d}", s ? ",\n" : "", m[s].mask, m[s].magic,
                 m[s].table - storage, m[s].shift);
  std::fputc('}', out);
}

template <size_t N>
void rows(FILE* out, const Bitboard (*b)[N], size_t n) {
  std::fputc('{', out);
  for (size_t i = 0; i < n; ++i) {
    if (i) std::fputs(",\n", out);
    bitboards(out, b[i], N);
  }
  std::fputc('}', out);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: veteran_make_attack_tables OUT.cpp\n");
    return 2;
  }
  AttackTables t{};
  std::vector<Bitboard> storage;
  build_attack_tables(&t, storage);
  const std::string path = argv[1], partial = path + ".part";
  FILE* out = std::fopen(partial.c_str(), "w");
  if (!out) {
    std::perror(partial.c_str());
    return 1;
  }
  std::fprintf(out,
               "// Written by veteran_make_attack_tables (problems/board/make_attack_tables.cpp) when veteran is\n"
               "// built; not to be edited.\n"
               "#include \"problems/board/bitboard.hpp\"\n\n"
               "namespace veteran::problems {\nnamespace {\nconstexpr Bitboard kSliders[%zu] = ",
               storage.size());
  bitboards(out, storage.data(), storage.size());
  std::fputs(";\n}  // namespace\n\nconstinit const AttackTables kAttackTables = {\n", out);
  bitboards(out, t.knight, 64);
  std::fputs(",\n", out);
  bitboards(out, t.king, 64);
  std::fputs(",\n", out);
  rows(out, t.pawn, 2);
  std::fputs(",\n", out);
  rows(out, t.between, 64);
  std::fputs(",\n", out);
  rows(out, t.line, 64);
  std::fputs(",\n", out);
  magics(out, t.bishop, storage.data());
  std::fputs(",\n", out);
  magics(out, t.rook, storage.data());
  std::fputs("};\n\n}  // namespace veteran::problems\n", out);
  // Written whole or not at all: a short write (a full disk) leaves the old
  // file, if any, and no truncated one for the build to compile.
  const bool written = !std::ferror(out);
  if (std::fclose(out) != 0 || !written || std::rename(partial.c_str(), path.c_str()) != 0) {
    std::perror(path.c_str());
    std::remove(partial.c_str());
    return 1;
  }
  return 0;
}
