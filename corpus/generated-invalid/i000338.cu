// cudagen 0.1 seed 338 invalid:launch_too_few_args
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,host_global,constexpr_var,const_local,enum_class,if,goto,nested_block,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,lambda_launch,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 64
#define TILE_DIM_2 64
#define NUM_ITERS_3 (020)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

static __global__ void kick6_kernel(int* data7, int* __restrict__ buf8)
{
  ACCUM_5(*buf8, ((threadIdx.y >= 0x15) ? ((28ul) * MAX2_4(*data7, 5ul)) : 2));
  {
    long h9 = unsigned(29);
    float m10 = alignof(char);
  }
}
const char* g_merge11 = "warp size";

inline __host__ __device__ float apply12(int stride13)
{
  if (50 < (stride13 * 0x11)) {
    goto out15;
  }
  {
    unsigned int u14 = stride13;
    u14 %= NUM_ITERS_3;
  }
  if (((stride13 == 62) ? 45 : 02510) > stride13) {
    return stride13;
  }
out15:;
  return stride13;
}
enum class Phase16 : unsigned int {
  Green17,
  Low18 = 2,
  On19,
  Off20 = 6,
  Busy21
};

void run_kick22(const double* input23, unsigned p24, int n25)
{
  p24++;
  p24 = *input23;
  kick6_kernel<<<(n25 + 63) / 64, TILE_DIM_2 + 64, sizeof(float) * 0400>>>((int*)nullptr, &n25);
  ACCUM_5(n25, (g_merge11[1]));
  (n25--, (n25 = (*input23) + (n25 + input23[p24])));
  kick6_kernel<<<32, 32>>>(nullptr);
}

int main()
{
  int len26 = 01456;
  auto op29 = []() {
    unsigned short flag27 = g_merge11[1];
    const int stride28 = (0x21LL <= g_merge11[1]) ? ((g_merge11[0] / g_merge11[0]) + g_merge11[1]) : TILE_DIM_2;
    kick6_kernel<<<2, (NUM_ITERS_3 + (TILE_DIM_1 + 48)), sizeof(float) * 128>>>((int*)nullptr, (int*)nullptr);
  };
  op29();
  len26 *= (apply12(g_merge11[0]) + len26) * (len26 - (44 - g_merge11[0]));
  const unsigned int base30 = ((len26 - apply12(g_merge11[0])) == ((g_merge11[0] != len26) ? g_merge11[1] : 38)) ? apply12(apply12(g_merge11[0])) : apply12(0x15);
  return 0;
}
