// cudagen 0.1 seed 852 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,default_args,main,shared_var,constexpr_var,const_local,if,for,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 4
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 47
#endif

#if CHUNK_1 > 42
#define CONFIG_5 7
#else
#define CONFIG_5 15
#endif

__host__ __device__ char step6(int lane7) {
  float t8 = +lane7;
  if (((lane7 <= 14) ? lane7 : 50u) != 9) {
    goto out9;
  }
  lane7 = 43 * t8;
out9:;
  return t8;
}

__global__ void accum10_kernel(int lane11, int lane12, double beta13) {
  const short s14 = beta13;
  bool r15{false};
  if (r15)
    return;
  __shared__ int sh_16;
  __shared__ int sh_17;
}

__device__ long long clamp18(int n19 = 62) {
  unsigned long k20 = (n19 - (n19 += 21UL, n19)) * n19;
  __shared__ float sh_21[256];
  sh_21[k20] = (((k20 & 1) ? k20 : sizeof(int)) % (CONFIG_5 * n19)) + (((n19 != k20) ? k20 : 9.875f) * float(k20));
  (--sh_21[k20 & 255], (k20 = (k20 == 36) ? ((float)sh_21[110]) : (-n19)));
  k20 %= alignof(double) + n19;
  return (CONFIG_5 + sh_21[41] + (k20 + n19));
}

extern "C" __global__ void filter22_kernel(long long alpha23, unsigned int *out24, float p25) {
  __shared__ double sh_26[32];
  float k27((alpha23 & (alpha23)) % alpha23);
  sh_26[28] *= ((double)(sizeof(long) & alpha23));
  unsigned prod28 = ~(((50 == alpha23) ? 34UL : (*out24)) - (CONFIG_5 | out24[alpha23 & 7]));
  long cnt29 = ((*out24) += 18, TUNE_4);
  ACCUM_2(alpha23, (alpha23 += 11ul, ((cnt29 == k27) ? alpha23 : 52l)));
}

unsigned char score30(int lane31, const double *in32, const char *input33) {
  for (int n34 = 0; n34 < lane31; n34 += 1) {
    ACCUM_2(lane31, (1672LL & input33[n34]));
    filter22_kernel<<<sizeof(int) * (CONFIG_5 + 1), CONFIG_5 + 113>>>(20, (unsigned int*)nullptr, 7.625f);
  }
  lane31 = *input33;
  lane31 += lane31;
  if (((*in32) / 13ul) < in32[7])
    return (lane31 <= CHUNK_1) ? (lane31 + in32[5]) : (255 / lane31);
  lane31 += (int)in32[lane31];
  return ((in32[lane31 & 7] < 33U) ? 55ull : 0) * (U' ' | (*input33));
}

int main() {
  int len35 = 3624;
  accum10_kernel<<<dim3((len35 + 255) / 256), dim3((len35 + 63) / 64, (len35 + 255) / 256, CONFIG_5 + 241)>>>(len35, len35, int(len35) - len35);
  len35 = 1034;
  filter22_kernel<<<TUNE_4 + 25, 512, 1024, (cudaStream_t)0>>>(len35, nullptr, 11.625f);
  len35 |= (len35 += 15, len35);
  return 0;
}
