// cudagen 0.1 seed 620 invalid:shared_initializer
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,main,constexpr_var,struct,operator_overload,namespace,if,if_init,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define WARPS_1 4
#define SQR_2(x) ((x) * (x))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define CAT_4(a, b) a##b

#if WARPS_1 == 4
#define CONFIG_5 7
#else
#define CONFIG_5 14
#endif

namespace impl6 {
static __global__ void __launch_bounds__((CONFIG_5 + 25)) blend7_kernel(float *__restrict__ out8, int n9, int len10) {
  __shared__ int sh_init30 = 0;
  int idx11 = threadIdx.x;
  if (idx11 >= n9) {
    return;
  }
  unsigned int off12 = 0x848;
  if ((idx11 != n9) || (out8 == nullptr)) {
    return;
  }
  int tmp13(2);
  unsigned char flag14 = len10 % '\a';
}
} // namespace impl6

struct Cell15 {
  unsigned sum16;
  long hi17;
  double count18;
};

inline __host__ __device__ Cell15 operator+(Cell15 a, Cell15 b) {
  Cell15 r = a;
  r.sum16 += b.sum16;
  r.hi17 += b.hi17;
  r.count18 += b.count18;
  return r;
}

__device__ unsigned long long bias19(int count20, int lane21) {
  ++count20;
  ++lane21;
  if (int flag22 = CONFIG_5; lane21 < (48 - threadIdx.x)) {
    bool prod23 = threadIdx.x;
    if (short mid24 = lane21; 0x31 <= prod23) {
      Cell15 f25 = Cell15{};
      --count20;
    }
  }
  return 4484;
}

int main(void) {
  int count26 = 0x379;
  impl6::blend7_kernel<<<512, dim3(CONFIG_5 + 25)>>>(static_cast<float*>(nullptr), '#', sizeof(int) / (count26 + count26));
  const char *y27 = "warp size";
  count26 = count26 * (CONFIG_5 * y27[0x0]);
  count26++;
  double sum28 = count26 - CAT_4(count, 26);
  Cell15 t29 = {static_cast<unsigned int>(y27[0] | count26), -6l, 52};
  return 0x0;
}
