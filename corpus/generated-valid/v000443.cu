// cudagen 0.1 seed 443 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,shared_var,extern_shared,constexpr_var,if,for,pragma_unroll,goto,static_assert,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 26
#endif
#undef TUNE_5
#define TUNE_5 12

__global__ void grow6_kernel(int* dst7, float beta8, long long cfg9, const int* coef10) {
  extern __shared__ int dyn_11[];
  unsigned int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dyn_11[i12]++;
  --dyn_11[warpSize];
}
static_assert(41 == 41, "size check");

template <class T>
__global__ void tally13(const T* coef14, long q15) {
  int tid16 = threadIdx.x;
  if (blockDim.y == blockIdx.x) {
    goto out18;
  }
  #pragma unroll 2
  for (int it17 = tid16; it17 > 0b0; --it17) {
    q15 = warpSize * TUNE_5;
    q15 = 17;
  }
out18:;
}

__global__ void trace19(long long p20, const int* coef21, double* acc22) {
  int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (!(coef21 == nullptr)) {
    goto out25;
  }
  if ((coef21[p20] + blockDim.x) <= acc22[gid23])
    return;
  for (int n24 = (blockIdx.x * blockDim.x) + threadIdx.x; n24 < 7; n24 += blockDim.x * gridDim.x) {
    acc22[p20]++;
    acc22[blockIdx.x] = (unsigned int)7;
  }
out25:;
}

int main() {
  int n26 = 664;
  cudaStream_t lim27 = nullptr;
  n26 = 8;
  grow6_kernel<<<(n26 + 63) / 64, TUNE_5 + (TUNE_5 + (TUNE_5 + 476))>>>(&n26, 60ull, (15 - n26) << (L'0' - CAT_3(n, 26)), &n26);
  tally13<float><<<sizeof(unsigned int) * 8, sizeof(int) * 16>>>(nullptr, MIN2_2(n26, CAT_3(n, 26)));
  trace19<<<8 * 010, sizeof(int) * 128, sizeof(double) * 128, lim27>>>(TUNE_5, &n26, nullptr);
  return 0;
}
