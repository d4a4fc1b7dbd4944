// cudagen 0.1 seed 416 valid
// features: kernel,kernel_static,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,host_global,if,if_else,for,range_for,while,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define CAT_2(a, b) a##b
// Layout: row-major, no padding.
static __global__ void trace3_kernel(int lane4, float p5, const double *input6)
{
  int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int i8 = (blockIdx.x * blockDim.x) + threadIdx.x; i8 < 7; i8 += blockDim.x * gridDim.x) {
    if (lane4 << 0) {
      return;
    }
    if (p5 > lane4) {
      return;
    }
  }
  (p5--, (p5 = 11.625F));
}
#define DEFINE_MAP_KERNEL_9(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_9(map_probe10, int)
float g_step11[] = {01712U, 24u};
static __global__ void drift12_kernel(int len13)
{
  int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx14 >= len13) {
    return;
  }
  len13 |= CAT_2(len, 13) + 19L;
  len13 = len13 * len13;
}
__global__ void filter15(const int *in16, const int *in17)
{
  int tid18 = threadIdx.x;
  switch (tid18) {
  case (4):
  case 9: {
    short r19 = (tid18 - in17[tid18]) + 17ull;
    break;
  }
  default:
    break;
  }
  if (blockIdx.z >= in17[2]) {
    return;
  }
}
// Computes one element per thread.
__global__ void fuse20_kernel(int *__restrict__ data21, float *acc22, const int *__restrict__ input23, const float *in24)
{
  int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  bool lo26 = acc22[gid25];
  if (!data21) {
    return;
  }
  ++(*data21);
  if ((acc22[0] += *in24, (-35)) == blockDim.x) {
    return;
  }
  (*acc22) = ((3u + (*input23)) - acc22[threadIdx.z]) - ((input23[gid25]));
}
void score27(long *buf28)
{
  int base29 = buf28[2];
  base29 = alignof(char);
  int w30 = 0;
  while (w30 < 12) {
    if (MOD8_1(base29) > buf28[3]) {
      continue;
    }
    g_step11[1] -= base29 - (((w30 == buf28[w30]) ? 20.375f : sizeof(int)) + ((*buf28) + 125e-3f));
    ++w30;
  }
}
float check_lerp31(int lane32)
{
  g_step11[lane32] = g_step11[1];
  int iter33 = 0;
  while (iter33 < 3) {
    static_assert(9 > 8, "bad config");
    ++iter33;
  }
  filter15<<<dim3((1), (256)), 256>>>(&lane32, &lane32);
  return MOD8_1(lane32);
}
int main()
{
  int size34 = 1'320;
  if (g_step11[size34] != 56) {
    size34 *= (int)(CAT_2(size, 34) / 1);
    for (auto lo35 : g_step11) {
      --g_step11[size34];
      double stride36 = 5 / g_step11[size34];
    }
  } else if (((unsigned int)size34) != g_step11[size34]) {
    if (g_step11[1] >= g_step11[size34]) {
      return size34;
    }
  } else {
  }
  trace3_kernel<<<(size34 + 255) / 256, 1 << 8, 0, (cudaStream_t)0>>>(48, static_cast<int>(27l), static_cast<const double*>(nullptr));
  map_probe10<<<dim3(1 << 3, (size34 + 63) / 64, (1)), dim3((size34 + 255) / 256), sizeof(unsigned int) * 64, 0>>>(&size34, size34);
  drift12_kernel<<<128 * 4, dim3(1 << 2, 4, 8 * 16)>>>(static_cast<float>((6.375f)));
  return 0;
}
