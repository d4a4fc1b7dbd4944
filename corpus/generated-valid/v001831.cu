// cudagen 0.1 seed 1831 valid
// features: kernel,kernel_from_macro,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,constexpr_var,auto_var,const_local,namespace,if,for,pragma_unroll,while,switch,goto,nested_block,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_reinterpret,cast_const,sizeof,alignof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void blend5_kernel(unsigned int *out6, float beta7) {
  __shared__ int sh_8;
  constexpr int acc9 = 0x25;
  if ((sh_8 >= (*out6)) || (beta7 >= gridDim.z)) {
    goto finish13;
  }
  beta7 = (-(beta7 / out6[5])) - HALF_1(gridDim.x);
  for (int i10 = 0; i10 < sh_8; i10++) {
    double val11 = 12.875;
    int sum12(24);
    sum12 |= out6[threadIdx.y];
  }
finish13:;
}
// Helper used by the kernels below.

__global__ void kick14(long *acc15, int *dst16, const float *__restrict__ input17) {
  const double z18 = threadIdx.z + 9.375;
  (*dst16) = (acc15[0x2] ? acc15[2] : acc15[blockDim.x]) >> (*acc15);
  #pragma unroll 2
  for (int n19 = 0; n19 < 9; n19++) {
    long x20 = (55 + (n19 * z18)) * ((dst16[0x6] - n19) * (*dst16));
    const int flag21 = 13;
  }
  dst16[3] = ((threadIdx.x + dst16[gridDim.x]) == (((*input17) <= input17[0]) ? z18 : gridDim.z)) ? (warpSize + (((*dst16) == dst16[0x4]) ? (*acc15) : acc15[gridDim.x & 0x7])) : (*acc15);
  if (((z18 != gridDim.x) ? z18 : gridDim.x) != z18) {
    return;
  }
}
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_22(map_norm23, unsigned int)
DEFINE_MAP_KERNEL_22(map_norm24, int)

namespace kern25 {
float smooth26(int lane27, double *__restrict__ out28, int lane29) {
  int pass30 = 0;
  while (pass30 < lane27) {
    lane27 = (pass30 - 51u) | ((lane29 << 3) * pass30);
    map_norm24<<<0x40, (256)>>>(reinterpret_cast<int*>(out28), 46 + (lane27 | alignof(double)));
    ++pass30;
  }
  {
    switch (lane27) {
    case (3): {
      static_assert(sizeof(int) == 4, "tile must fit");
      const double stride31 = *out28;
      break;
    }
    case (0):
      break;
    case 2 * 4:
      break;
    default:
      break;
    }
  }
  return *out28;
}

__global__ void __launch_bounds__(sizeof(int) * 8, 3) bump32_kernel(int *__restrict__ data33, int *__restrict__ data34) {
  int i35 = (blockIdx.x * blockDim.x) + threadIdx.x;
  data34[0x1] <<= 2838 << i35;
  auto prod36 = +data34[5];
  auto stride37 = gridDim.x;
}
} // namespace kern25

float lerp38(double *data39, float a40, const int *__restrict__ src41) {
  kern25::bump32_kernel<<<1, 1 << 5, sizeof(double) * 256>>>(const_cast<int*>(src41), (int*)nullptr);
  unsigned int y42 = (data39[0] + 0x24ul + (*src41)) * a40;
  return (y42 <= '#') ? ((y42 % 0x11L) + y42) : 12.125F;
}

int main() {
  int count43 = 549;
  static_assert((sizeof(float) * 7) > 0x1b, "expected value");
  float off44 = 6 - (count43 - 10.25F);
  count43--;
  int h45(('a' * (count43)) - off44);
  blend5_kernel<<<(h45 + 255) / 256, 0x8 * 16>>>(nullptr, -4.0F);
  kick14<<<(count43 + 255) / 256, 256, sizeof(float) * 256>>>((long*)nullptr, (int*)nullptr, nullptr);
  map_norm23<<<(h45 + 0x1F) / 32, (256), sizeof(double) * 0x20>>>(nullptr, 59);
  return 0;
}
