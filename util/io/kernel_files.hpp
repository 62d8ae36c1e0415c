// The kernel's pseudo file systems (/proc, /sys, cgroups, debugfs, devices):
// their "regular" files accept no records (root passes access() on them)
// and their trees never end, so no writer keeps anything there and no walk
// of a rompath goes into them.
#pragma once

#include <string>

namespace veteran::io {

// Whether PATH lies on one of the kernel's pseudo file systems.
bool on_kernel_filesystem(const std::string& path);

}  // namespace veteran::io
