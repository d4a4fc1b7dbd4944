// cudagen 0.1 seed 1373 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,enum_class,if,if_else,while,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 16
#define CHUNK_2 64
#define CHUNK_3 128
#define CAT_4(a, b) a##b

__global__ void tile5(const long* src6, const float* __restrict__ src7, int n8)
{
  extern __shared__ int dyn_9[];
  unsigned int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid10 >= n8) {
    return;
  }
  if ((*src7) <= gid10) {
    return;
  }
  int z11 = n8;
  ++dyn_9[6];
  ++z11;
}
constexpr long RADIUS12 = 16;
/* Computes one element per thread. */

__host__ __device__ size_t fold13(int stride14, float* __restrict__ data15)
{
  if (14 != data15[stride14 & 7]) {
    return RADIUS12;
  }
  ++data15[3];
  if ((~stride14) == 1) {
    return CAT_4(stride, 14);
  }
  --stride14;
  return data15[3];
}
static int g_bump16;
static float g_grow17;
enum class Color18 { Slow19, Off20, Add21 };

__global__ void clamp22_kernel(int n23, const int* src24, const int* coef25)
{
  unsigned int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx26 >= n23) {
    return;
  }
  if (fold13(CAT_4(idx, 26), nullptr) == fold13(27, static_cast<float*>(nullptr))) {
    __shared__ char sh_27[128];
  } else {
    n23 ^= 43;
    int r28(fold13(n23 & RADIUS12, static_cast<float*>(nullptr)) << 2);
  }
}
enum class Axis29 : unsigned int { Busy30, Red31, Blue32, Green33 };
static_assert(sizeof(int) == 4, "tile must fit");
/* Returns the accumulated value. */

__global__ void __launch_bounds__(512) blend34_kernel(float* dst35, float a36, int count37)
{
  int tid38 = threadIdx.x;
  if (tid38 >= count37) {
    return;
  }
  int iter39 = 0;
  while (iter39 < tid38) {
    Color18 h40 = Color18::Off20;
    ++iter39;
  }
  count37 *= (tid38 == iter39) ? (CAT_4(iter, 39) - dst35[0]) : sizeof(double);
}

int main()
{
  int len41 = 2635;
  unsigned int diff42[8] = {};
  fold13(CHUNK_2 - g_grow17, static_cast<float*>(nullptr));
  tile5<<<dim3(CHUNK_1 + (RADIUS12 + (CHUNK_1 + 16))), dim3(sizeof(unsigned int) * 32, (g_bump16 + 127) / 0b10000000, (g_bump16 + 31) / 0b100000), 0>>>(nullptr, nullptr, u8' ' - fold13(RADIUS12, static_cast<float*>(nullptr)));
  fold13((int)g_grow17, nullptr);
  clamp22_kernel<<<(len41 + 0b11111) / 32, (CHUNK_1 + RADIUS12) * 8>>>(40lu % diff42[5], nullptr, static_cast<const int*>(nullptr));
  blend34_kernel<<<128, dim3((256), (len41 + 037) / 32)>>>(nullptr, (char)(diff42[5] % g_bump16), char(RADIUS12 + diff42[len41]));
  return 0;
}
