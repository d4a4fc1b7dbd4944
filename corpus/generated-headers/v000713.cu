// cudagen 0.2 seed 713 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,struct,struct_template,enum,if,goto,ternary,compound_assign,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_char,lit_nullptr,cast_functional,macro_object,macro_function,macro_statement,pp_if,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <type_traits>

#define WARPS_1 8
#define CHUNK_2 ((64))
#define BLOCK_SIZE_3 256
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_5(x) ((x) & 0xF)
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if (BLOCK_SIZE_3 * 2) >= 34 && BLOCK_SIZE_3 != 0
#define CONFIG_7 5
#else
#define CONFIG_7 29
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
enum State9 { FAST10 = 3, ON11 = 9, IDLE12, RED13 };

template <typename T>
struct Sample14 {
  T lo15;
  int vel16, weight17;
  __host__ __device__ void total18(float hi19) {
    lo15 = hi19;
  }
};

__global__ void accum20_kernel(int* acc21, const int* src22, int* out23, int n24) {
  unsigned int tid25 = threadIdx.x;
  __shared__ long sh_26;
  sh_26 += acc21[5];
  int val27 = 12;
  if (val27 == unsigned(n24)) {
    goto out28;
  }
  acc21[tid25] = sqrtf(val27);
  val27++;
out28:;
}

int main() {
  int count29 = 1536;
  count29 /= fmaxf(count29, ' ' - fabsf(count29));
  if constexpr (sizeof(long) == 8) {
    (count29--, (count29 += count29));
    cudaStream_t acc30 = 0;
    (void)acc30;
  }
  dim3 sum31 = dim3(1);
  (void)sum31;
  if ((count29 ? count29 : count29) <= count29)
    return sinf(count29 - count29);
  accum20_kernel<<<1, 0100, 0, (cudaStream_t)0>>>(nullptr, nullptr, nullptr, 4);
  return 0;
}
