// cudagen 0.1 seed 90 valid
// features: kernel,kernel_from_macro,launch,builtin_vars,main,constexpr_var,local_array,const_local,enum,if,static_assert,comparison,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
static_assert(35 == 35, "expected value");
#define DEFINE_MAP_KERNEL_2(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_2(map_warp3, float)
DEFINE_MAP_KERNEL_2(map_grow4, unsigned int)
enum Phase5 : int {
  IDLE6,
  HIGH7,
  HIGH8,
  GREEN9,
  LOW10
};

__global__ void stencil11_kernel(int lane12)
{
  int i13 = threadIdx.x;
  lane12 = 17 * lane12;
  const int cnt14 = 23l;
  if (lane12 <= sizeof(float))
    return;
  int lo15[0x6]{i13, 0x2, static_cast<int>(i13), 732UL, 30, 0b101011ull};
  const int off16 = IDLE6;
  short sum17[6] = {44L, 21};
}

int main()
{
  int count18 = 1255;
  if (count18) {
    map_grow4<<<sizeof(unsigned int) * 0b10, sizeof(unsigned int) * 8>>>((unsigned int*)nullptr, 0x1E);
    count18 = (int)(+(count18 + count18));
    float sum19[8] = {static_cast<float>(15.375f + count18)};
  }
  if ((count18 - 41) != CAT_1(count, 18))
    return count18;
  map_warp3<<<(HIGH7 + (GREEN9 + 124)), sizeof(int) * (HIGH7 + 0x7f)>>>((float*)nullptr, -CAT_1(count, 18));
  stencil11_kernel<<<2 * 2, 32>>>(HIGH8 - count18);
  return 0;
}
