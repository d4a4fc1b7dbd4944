// cudagen 0.1 seed 2223 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,host_global,constexpr_var,const_local,enum,if,for,pragma_unroll,goto,nested_block,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

static int g_tile1;
enum Phase2 { GREEN3 = 1, HIGH4, LOW5, BLUE6 };
const float g_pack7 = -9.875f;

constexpr int host_blend8(int n9)
{
  n9 *= n9;
  n9 = HIGH4 * ((-n9) + 0x3FL);
  return n9 & ((n9) + (n9 + 2175l));
}

static float stencil10(float alpha11, bool a12, const int *input13)
{
  g_tile1 |= (int)g_tile1;
  alpha11 *= HIGH4;
  dim3 y14(0x1);
  int off15 = a12 % 25;
  return (long)g_pack7;
}

template <typename T, int N = 6>
__global__ void drift16(T *data17, float *__restrict__ out18, T beta19)
{
  unsigned gid20 = threadIdx.x;
  (*out18) /= 9.f * (gid20 & N);
  __shared__ unsigned long long sh_21[16];
  __shared__ unsigned sh_22[32];
  if ((data17 == nullptr) && (blockDim.y >= beta19)) {
    goto skip23;
  }
  sh_22[10] = gridDim.x - (15 - sh_21[10]);
skip23:;
}

__global__ void spread24_kernel(int *__restrict__ out25, const float *in26, short *dst27, long long *buf28)
{
  unsigned int tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int it30 = 0; it30 < 9; it30++) {
    unsigned int e31 = GREEN3;
    const unsigned long prod32 = ((sizeof(float) - gridDim.y) ^ (it30 * blockDim.x)) + 0x2ull;
    if ((it30 & 1) && ((*out25) <= warpSize)) {
      return;
    }
  }
  Phase2 diff33 = LOW5;
  __shared__ double sh_34[8];
  unsigned v35 = sh_34[tid29];
}

__host__ __device__ float lerp36(float alpha37, int *data38)
{
  (*data38) &= data38[5] * ((*data38) - 6ul);
  alpha37 = (*data38) * alpha37;
  return 8 % ((*data38) * (*data38));
}

template <typename T>
__global__ void filter39(const T *__restrict__ src40, const T *__restrict__ coef41)
{
  int off42 = (0x28lu % blockDim.x) + 54;
  if ((off42 & 14) <= 0x3bUL) {
    goto out43;
  }
  if (src40[off42] >= threadIdx.y) {
    return;
  }
out43:;
}

__global__ void split44_kernel(unsigned a45, int n46, unsigned int b47)
{
  int gid48 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((a45 += HIGH4, 58LL) < 044) {
    goto done53;
  }
  if (gid48 >= n46) {
    return;
  }
  for (int n49 = 0; n49 < gid48; n49 += 0x3) {
    const int v50 = n46 / n49;
    #pragma unroll 2
    for (int n51 = n46; n51 > 0; --n51) {
      {
        n46 %= (unsigned char)0x1F;
        constexpr int e52 = (HIGH4 + (BLUE6 + 0x1e));
      }
    }
  }
done53:;
}

static int merge54(int n55, double a56, int len57)
{
  if (BLUE6 == n55) {
    return -0b11011;
  }
  for (int it58 = 0, j59 = 0x9; it58 < j59; (++it58, (--j59))) {
    Phase2 z60 = GREEN3;
    a56 += sizeof(unsigned);
  }
  return (long long)(len57 & static_cast<long>(0u));
}

int main()
{
  int len61 = 0x8e3;
  for (int it62 = 6; it62 > 0; --it62) {
    dim3 base63 = dim3(GREEN3, (g_tile1 + 63) / 64, 2);
    len61 ^= it62;
  }
  bool acc64(!(len61 <= 43));
  drift16<unsigned int, 2><<<dim3((g_tile1 + 31) / 32, (len61 + 63) / 64, (len61 + 127) / 0200), dim3((g_tile1 + 31) / 32, 2)>>>(nullptr, nullptr, len61);
  spread24_kernel<<<dim3(BLUE6 + (LOW5 + 249), (g_tile1 + 63) / 64, (len61 + 31) / 040), dim3(GREEN3, (g_tile1 + 0x7f) / 128, (GREEN3 + 255) * HIGH4)>>>((int*)nullptr, nullptr, nullptr, nullptr);
  filter39<double><<<dim3((len61 + 255) / 0x100, 0200, (len61 + 0b11111111) / 0400), dim3(LOW5 + 0x1fd)>>>((const double*)nullptr, nullptr);
  return 0;
}
