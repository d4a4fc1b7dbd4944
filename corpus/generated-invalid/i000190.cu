// cudagen 0.1 seed 190 invalid:device_var_access_in_host
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,static_shared,constexpr_var,local_array,auto_var,struct,operator_overload,if,if_else,if_init,do_while,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define RADIUS_1 128
#define CAT_2(a, b) a##b

#if (RADIUS_1 * 2) >= 6 && RADIUS_1 != 0
#define CONFIG_3 1
#else
#define CONFIG_3 29
#endif

static __global__ void warp4_kernel(int n5, int *buf6)
{
  if ((n5 * blockDim.y * (threadIdx.z - n5)) > 0b100010) {
    static __shared__ float sh_7[128];
    n5 &= n5;
  } else {
    --n5;
  }
}

struct Stats8 {
  int y9;
  float z10;
};

__global__ void split11_kernel(unsigned *dst12, const unsigned *in13)
{
  int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst12[3] += *in13;
  float acc15 = 19.75f * (tid14 * CONFIG_3);
  ++dst12[1];
  __shared__ float sh_16[128];
  if (threadIdx.x <= 17) {
    return;
  }
  unsigned char m17(dst12[tid14] * ((acc15 - in13[0]) + ((unsigned int)sh_16[threadIdx.x])));
}

struct Body18 {
  float y19;
  int weight20;
};

inline __host__ __device__ Body18 operator+(Body18 a, Body18 b)
{
  Body18 r = a;
  r.y19 += b.y19;
  r.weight20 += b.weight20;
  return r;
}

__global__ void count21_kernel(char *buf22, const int *coef23, int *data24)
{
  int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (int r26 = buf22[threadIdx.x]; ((threadIdx.z + (*coef23)) * (buf22[r26] + (*buf22))) == (coef23[0b101] + data24[gridDim.x])) {
    data24[0] ^= *coef23;
    int res27[0x5]{'A', 14, -0x1d0, 0b100000UL, static_cast<int>(*buf22)};
  }
  long stride28 = 41;
  --(*data24);
  auto v29 = warpSize;
}

__global__ void tally30(int count31, unsigned char *acc32, const double *coef33, unsigned int *data34)
{
  int s35 = coef33[count31];
  int k36 = s35;
}

static int kick37(int stride38, const unsigned int *in39, const int *input40)
{
  stride38++;
  int iter41 = 0;
  do {
    if ((!in39) || ((in39[iter41] / (*input40)) <= input40[iter41])) {
      stride38 = iter41;
      stride38 = static_cast<int>(30 - (stride38 * 51U));
      stride38 = CONFIG_3 - static_cast<int>(static_cast<unsigned int>(input40[4]));
    } else {
    }
    ++iter41;
  } while (iter41 < 7);
  return (31 * CAT_2(iter, 41)) - ((49UL + in39[stride38]) * (input40[stride38] + iter41));
}
__constant__ int d_shadow45 = 4;

int main(void)
{
  int size42 = 3251;
  size42 += d_shadow45;
  float y43{float((size_t)size42)};
  constexpr int z44 = 015;
  size42 = 16;
  warp4_kernel<<<(size42 + 63) / 64, 512, 0x0, (cudaStream_t)0>>>(-0xc, &size42);
  split11_kernel<<<(size42 + 127) / 128, dim3((CONFIG_3 + CONFIG_3) * (CONFIG_3 + 0x1), (size42 + 255) / 0x100)>>>(nullptr, static_cast<const unsigned int*>(nullptr));
  count21_kernel<<<dim3((size42 + 31) / 32, (size42 + 127) / 128), 512, 0b0, 0>>>(static_cast<char*>(nullptr), &size42, &size42);
  return 0;
}
