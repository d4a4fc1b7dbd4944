// cudagen 0.2 seed 995 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,constexpr_function,main,shared_var,constexpr_var,auto_var,if,switch,ternary,compound_assign,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_undef
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <type_traits>
#include <cooperative_groups.h>

#define BLOCK_SIZE_1 5
#define WARPS_2 (4 * (4))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 2

__host__ __device__ unsigned reduce8(float* buf9)
{
  ACCUM_4(buf9[0], (((short int)buf9[1]) + 11.625f));
  buf9[1] = (*buf9) + ((buf9 != nullptr) ? 64 : WARPS_2);
  unsigned char idx10 = buf9[5] - (BLOCK_SIZE_1 * static_cast<int>(*buf9));
  (void)idx10;
  return *buf9;
}

template <typename T>
__global__ void shade11(const T* in12, int count13)
{
  __shared__ unsigned short sh_14[sizeof(int) * (BLOCK_SIZE_1 + (WARPS_2 + 016))];
  if (53U < (count13 + 15))
    return;
  count13 /= (float)sh_14[85];
  if (count13 == static_cast<long>(sh_14[0162]))
    return;
}

constexpr int check_accum15(int stride16)
{
  int h17 = (unsigned char)((57) - stride16);
  (void)h17;
  return 28;
}

int main()
{
  int len18 = 518;
  switch (len18 - len18) {
  case BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 8): {
    dim3 res19 = dim3(32, (BLOCK_SIZE_1 + 14));
    (void)res19;
    break;
  }
  case 0: {
    float q20 = (len18 + len18) ? (len18 * MIN2_3(CAT_7(len, 18), 2UL)) : len18;
    (void)q20;
    break;
  }
  case 4:
    break;
  }
  auto sum21 = ((len18 <= ((len18 >= len18) ? BLOCK_SIZE_1 : len18)) ? len18 : 28u) - (53ull * (len18 - len18));
  (void)sum21;
  shade11<int><<<dim3(8), 64, sizeof(float) * 32>>>(nullptr, 17L);
  return 0;
}
