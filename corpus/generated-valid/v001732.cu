// cudagen 0.1 seed 1732 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,if,for,pragma_unroll,goto,ternary,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_ref,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define RADIUS_2 (0b11)
#define WARPS_3 (256)
#define LOW_BITS_4(x) ((x) & 0xF)
#define MOD8_5(x) ((x) % 8)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_7
#define TUNE_8 1
#else
#define TUNE_8 35
#endif

struct Vec9 {
  bool flag10;
  unsigned long long val11;
};

template <typename T, int N>
__global__ void smooth12(T cfg13)
{
  cfg13 = cfg13;
  cfg13 = N;
}

__global__ void smooth14_kernel(long cfg15, const int* __restrict__ in16)
{
  int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx17 >= cfg15) {
    goto skip19;
  }
  if (idx17 >= cfg15) {
    return;
  }
  for (int j18 = (blockIdx.x * blockDim.x) + threadIdx.x; j18 < cfg15; j18 += blockDim.x * gridDim.x) {
    if ((cfg15 <= j18) || (j18 != j18)) {
      return;
    }
    cfg15 = LOW_BITS_4((idx17 * sizeof(signed char)) - blockIdx.z);
  }
  if (!(idx17 != in16[idx17])) {
    return;
  }
skip19:;
}

template <typename T, typename U>
__global__ void step20_kernel(const U* __restrict__ src21, U* acc22, int lane23, float q24)
{
  extern __shared__ int dyn_25[];
  unsigned int idx26 = threadIdx.x;
  float hi27[4]{float(idx26), -22, '\a', q24};
  T x28 = (+lane23) + (TUNE_8);
  #pragma unroll 2
  for (int j29 = 0; j29 < lane23; ++j29) {
    U base30 = (hi27[2] * j29) + 15.625;
  }
  lane23 = idx26 * 57;
  __shared__ long long sh_31[(0x40)];
}

unsigned char check_smooth32(const int* coef33)
{
  if ((*coef33) - coef33[3]) {
    smooth14_kernel<<<32, (RADIUS_2 + (RADIUS_2 + (BLOCK_SIZE_1 + 2))) * (BLOCK_SIZE_1 + 8), RADIUS_2 + 253, nullptr>>>(2008, coef33);
  }
  step20_kernel<int, float><<<dim3(64, 16 * (BLOCK_SIZE_1 + 0b1000), 1), sizeof(unsigned int) * 8>>>(reinterpret_cast<const float*>(coef33), static_cast<float*>(nullptr), *coef33, coef33[4]);
  long cnt34 = coef33[0x3] - LOW_BITS_4(coef33[7]);
  return *coef33;
}

int main()
{
  int len35 = 4044;
  len35 = static_cast<double>(len35) + ((int)((len35 <= 54UL) ? '\x41' : 0x35ULL));
  auto fn38 = [&](double s36, long u37) -> float {
    len35 = len35 - RADIUS_2;
    len35 = (((double)s36) * 2) / LOW_BITS_4(u37);
    return -61;
  };
  int s39 = 21;
  s39 = ((39L < (len35 * len35)) ? ((RADIUS_2 > s39) ? s39 : 3041) : (s39 + 30)) * ((s39 != ((63 < s39) ? len35 : len35)) ? 0 : int(s39));
  smooth12<int, ((5))><<<(s39 + 0b1111111) / 128, 64>>>((float)(len35 + 0x3c));
  return 0;
}
