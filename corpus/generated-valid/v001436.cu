// cudagen 0.1 seed 1436 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch,builtin_vars,device_function,device_forceinline,host_device_function,host_function,default_args,main,shared_var,constexpr_var,local_array,const_local,using_alias,namespace,if,if_else,if_init,do_while,nested_block,static_assert,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define BLOCK_SIZE_2 8
#define CHUNK_3 (16)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#define USE_FAST_PATH_9
#ifdef USE_FAST_PATH_9
#define TUNE_10 6
#else
#define TUNE_10 22
#endif
inline __host__ __device__ double weigh11(float cfg12)
{
  double cnt13 = ADD3_5(cfg12, (35), 7);
  if (int r14 = ADD3_4(cnt13, (ADD3_4((int)cfg12, (int)cfg12, (static_cast<char>(cfg12)))), cfg12 + cfg12); NUM_ITERS_1 > cnt13) {
    int cnt15[(3)] = {2'456l};
    {
      cfg12 = 14.375f;
      ++cfg12;
    }
  } else {
  }
  return 11;
}
void tile16(float cfg17, int count18 = -25)
{
  int stride19[TUNE_10 + 1]{0b111001l, 28L, 8, static_cast<int>(cfg17), 1319, 50ul, count18};
  count18 = (stride19[6]) + ((1521 - count18) * ('"' - count18));
  count18 = weigh11(12 / cfg17);
  stride19[count18] = 35L - weigh11(weigh11(2.875F));
  stride19[count18] = weigh11(static_cast<int>(CHUNK_3));
  int m20{count18};
}
namespace img21 {
__global__ void count22(float *dst23, int n24, const float *input25, long *buf26)
{
  int gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst23[gid27 & 7] = (weigh11(19.125f - n24));
  dst23[n24 & 7] = input25[2];
}
} // namespace img21
using idx28_t = int;
template <typename T>
__global__ void pack29(T p30)
{
  idx28_t idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  long h32 = blockDim.y;
  {
    h32--;
    p30 = weigh11(idx31) + static_cast<float>(idx31) + 31LL;
  }
}
extern "C" __global__ void step33_kernel(unsigned p34, unsigned int alpha35, short *buf36, idx28_t *data37)
{
  idx28_t i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (threadIdx.x == (static_cast<idx28_t>(threadIdx.z) * (threadIdx.z - i38))) {
    constexpr idx28_t idx39 = 53;
    weigh11(weigh11(idx39 & alpha35));
    if ((buf36 != nullptr) && (static_cast<unsigned int>(alpha35) == data37[0])) {
      p34 = (i38 | NUM_ITERS_1) * ((data37[i38] + 26) - (10lu * i38));
      __shared__ signed char sh_40[64];
      int *val41 = data37 + 2;
    }
  }
}
static_assert(31 > 30, "expected value");
__device__ __forceinline__ double relax42(idx28_t len43, const idx28_t *coef44)
{
  len43 = weigh11(weigh11(63) - weigh11(*coef44));
  int iter45 = 0;
  do {
    --len43;
    weigh11(coef44[len43 & 7]);
    ++iter45;
  } while ((iter45 < iter45) && (TUNE_10 < len43));
  return len43;
}
int main(void)
{
  int len46 = 3824;
  tile16(~(NUM_ITERS_1 - len46));
  const char diff47 = CHUNK_3;
  short *off48 = nullptr;
  img21::count22<<<32, 32>>>(reinterpret_cast<float*>(off48), diff47, reinterpret_cast<const float*>(off48), static_cast<long*>(nullptr));
  pack29<long><<<1, (CHUNK_3 + (CHUNK_3 + (TUNE_10 + 26))) * 2>>>(weigh11((15.5F)));
  step33_kernel<<<128, TUNE_10 + 122>>>(off48[len46], CHUNK_3, nullptr, &len46);
  return 0;
}
