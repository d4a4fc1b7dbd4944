// cudagen 0.1 seed 778 invalid:launch_too_many_config_args
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,static_shared,auto_var,enum_class,namespace,nested_namespace,static_assert,bitwise,shift,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,macro_function,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

static __global__ void __launch_bounds__((256)) merge4(int n5, int stride6) {
  ACCUM_3(n5, (n5));
  double stride7 = -stride6;
  auto lo8 = -stride6;
  static_assert(38 == 38, "bad config");
  static __shared__ long sh_9;
  n5 = sh_9 + stride7;
}

namespace gpu10::inner11 {
template <class T, int N = 5>
__global__ void split12(T* __restrict__ acc13) {
  int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ACCUM_3(acc13[i14 & 7], (N));
  acc13[0x4] = blockDim.x;
  float mid15 = MAX2_2(*acc13, MAX2_1(-i14, 38));
}
enum class Axis16 {
  Mul17,
  Mul18,
  On19,
  Busy20 = 4,
  Fast21 = 7
};
} // namespace gpu10::inner11
__global__ void probe_kernel26(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main() {
  int n22 = 238;
  probe_kernel26<<<1, 128, 0, 0, 1>>>(nullptr, 0);
  gpu10::inner11::split12<double, 2><<<(n22 + 255) / 256, (128), 0>>>((double*)nullptr);
  gpu10::inner11::split12<double, 7><<<(2), (64), 0, 0>>>(nullptr);
  unsigned int lim23 = ((0x1al + n22) & (n22 * 0x2)) * 1039u;
  dim3 lo24 = dim3(32, (lim23 + 255) / 256);
  n22 = n22;
  double x25 = (char)n22;
  merge4<<<(n22 + 31) / 32, 1 << 5>>>((x25 += -0x1316, (-60)), n22);
  return 0;
}
