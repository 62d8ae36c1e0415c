#include "util/io/kernel_files.hpp"

#include <sys/vfs.h>
#include <algorithm>
#include <iterator>

namespace veteran::io {

bool on_kernel_filesystem(const std::string& path) {
  static constexpr long kPseudo[] = {
      0x9fa0,      // proc
      0x62656572,  // sysfs
      0x27e0eb,    // cgroup
      0x63677270,  // cgroup2
      0x64626720,  // debugfs
      0x74726163,  // tracefs
      0x73636673,  // securityfs
      0x62656570,  // configfs
      0x6165676c,  // pstore
      0x1373,      // devtmpfs (devices)
      0x1cd1,      // devpts
      0xcafe4a11,  // bpf
      0x19800202,  // mqueue
  };
  struct statfs fs {};
  if (::statfs(path.c_str(), &fs) != 0) return false;
  return std::find(std::begin(kPseudo), std::end(kPseudo), static_cast<long>(fs.f_type)) != std::end(kPseudo);
}

}  // namespace veteran::io
