// cudagen 0.1 seed 1060 valid
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,device_function,main,shared_var,host_global,struct,struct_methods,namespace,if,if_else,if_init,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

static __global__ void relax4_kernel(int count5, int count6, const int *__restrict__ coef7) {
  count5 = count6;
  count5--;
  count6 |= coef7[blockDim.x & 0x7] - (4761ul | (-count5));
  static_assert(56 == 56, "size check");
  int h8 = (float)(-count5);
  float mid9 = h8 - 18.5F;
}

inline __device__ void update10(int stride11, int stride12, const int *input13) {
  if ((((unsigned)stride12) & 1))
    return;
  if ((threadIdx.x + input13[stride12]) == 54)
    return;
  int lim14 = stride12 - ((stride12 + input13[threadIdx.x]) * int(CAT_3(stride, 11)));
  int lim15 = blockDim.x;
  ++lim14;
}

__device__ float norm16(float b17) {
  update10((float)(b17 / 9.25f), CAT_3(b, 17), nullptr);
  __shared__ unsigned int sh_18[64];
  unsigned lim19 = b17 + ((sh_18[36] & 1) ? sizeof(unsigned int) : (warpSize + u'a'));
  float stride20 = lim19 * 14.125F;
  return 8.625f + warpSize;
}
const char *g_step21 = "warp size";
// Returns the accumulated value.

__device__ void apply22(int lane23) {
  lane23 -= norm16((lane23 ^ lane23) * alignof(int));
  const int *z24 = (const int*)nullptr;
  __shared__ float sh_25[128];
  sh_25[38] = (~lane23) + z24[lane23 & 0x7];
  sh_25[55] = (blockDim.x >= CAT_3(lane, 23)) ? norm16(z24[1]) : norm16(sh_25[9] + sh_25[threadIdx.x]);
  bool mid26 = sh_25[122] >= (*z24);
  int s27 = (lane23) * norm16(lane23 % 2);
}

struct Sample28 {
  unsigned sum29;
  bool weight30;
  short count31;
  __host__ __device__ unsigned int apply32() const {
    return (CAT_3(weight, 30) ^ 4) + (weight30 + count31);
  }
};

namespace gpu33 {
__device__ float tile34(int n35, int count36, int lane37) {
  if (blockDim.y > norm16(-36)) {
    n35 -= 2921;
    int *base38 = (int*)nullptr;
    count36 = ((base38[4] | 37) / ((unsigned)4571)) - n35;
  } else {
  }
  return norm16(count36);
}

__device__ int fold39(int *acc40, int lane41, int len42) {
  (*acc40) = len42;
  if (lane41 > acc40[len42])
    return lane41;
  --acc40[7];
  apply22(norm16(acc40[6] + blockIdx.x));
  __shared__ Sample28 sh_43[128 * 2];
  int v44 = ((*acc40) * (lane41)) + gpu33::tile34(CAT_3(len, 42), 34 + acc40[len42], 9);
  const float *flag45 = reinterpret_cast<const float*>(acc40);
  return (sh_43[63].sum29);
}
} // namespace gpu33

int main() {
  int count46 = 1637;
  if (char u47 = g_step21[0]; (g_step21[1] & 1)) {
    relax4_kernel<<<(count46 + 0xFF) / 256, (512)>>>(CAT_3(u, 47) % count46, ((count46 - count46) > 41) ? (0x20U & count46) : (u47 - g_step21[1]), (const int*)nullptr);
    ++count46;
  } else if (int((u47)) >= (g_step21[1] + '0')) {
    relax4_kernel<<<(count46 + 255) / 256, 512>>>(1955, u47, nullptr);
    u47 |= 43;
  }
  relax4_kernel<<<16 * 8, 0x80>>>(((g_step21[1] * 5LL) & 1) ? 0x2B : sizeof(int), unsigned(13 / CAT_3(count, 46)), (const int*)nullptr);
  return 0;
}
