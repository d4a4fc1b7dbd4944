// cudagen 0.2 seed 755 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,namespace,shift,array_index,call,lit_int_suffix,lit_float,cast_static,sizeof,macro_statement,pp_ifdef,anonymous_class,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#ifndef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 20
#endif
namespace impl4 {
__global__ void __maxnreg__(128) combine5_kernel(int stride6) {
  float q7[7] = {};
  (void)q7;
  auto val8 = stride6;
  (void)val8;
  constexpr float v9 = 36ll;
  (void)v9;
  int m10 = floorf(stride6 >> sizeof(int));
  (void)m10;
  float q11[8] = {};
  (void)q11;
  int y12 = 50u;
  (void)y12;
}
} // namespace impl4
struct Range13 {
  struct {
    int lo, hi;
  } span;
  int count;
};
typedef struct {
  int key;
  float weight;
} Anon14;
__device__ int extent15(int x) {
  Range13 r{};
  r.span.lo = x;
  r.span.hi = x + 7;
  Anon14 a{x, 1.0f};
  return r.span.hi - r.span.lo + a.key;
}
constexpr int check_split16(int lane17, int stride18) {
  lane17 = 863ul;
  constexpr bool s19 = 1;
  (void)s19;
  return (TUNE_3 / (lane17 + 7));
}
int main() {
  int size20 = 499;
  fmaxf(fmaxf(size20 * TUNE_3, +size20), 16.875f);
  constexpr unsigned char sum21 = 32ul;
  (void)sum21;
  check_split16((size20 * 24), 10);
  float k22 = size20;
  fmaxf(static_cast<int>(TUNE_3 - k22), k22);
  float r23[4] = {k22, 19U};
  impl4::combine5_kernel<<<sizeof(float), dim3(16 * 16, (size20 + 63) / 64), 0, 0>>>(k22 - r23[2]);
  return 0;
}
