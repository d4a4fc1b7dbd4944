// Itanium substitutions: a class template seen before as a prefix is reused whole
// (`NS1_IfNS3_…EE`, not `NS0_S1_…`), and unwritten default template arguments are part of
// the mangled name (`tile<32>` is `tile<32, void>`). The module id is the CRC of the
// kernel's name.
#include "prelude.cuh"
namespace lib { inline namespace v4 {
struct access { struct streaming {}; struct persisting {}; };
template <class T, class P> struct hinted_ptr { T *p; };
template <unsigned N, class Parent = void> struct tile { unsigned rank; };
} }
__global__ void axpy(int n, float a, lib::hinted_ptr<const float, lib::access::streaming> x,
                     lib::hinted_ptr<float, lib::access::persisting> y, lib::tile<32> t) {}
