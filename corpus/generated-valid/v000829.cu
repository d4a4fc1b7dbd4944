// cudagen 0.1 seed 829 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,enum_class,typedef,if,for,pragma_unroll,do_while,switch,goto,nested_block,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 13
#else
#define TUNE_8 38
#endif

__global__ void probe9_kernel(int *data10, long alpha11, int lane12) {
  unsigned idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned *idx14 = reinterpret_cast<unsigned*>(data10);
  #pragma unroll
  for (int it15 = 0; it15 < lane12; it15++) {
    int lim16 = it15;
    (idx14[4]--, (data10[2] = 45 + (CAT_6(lane, 12) % (idx14[0] - 5))));
  }
}
enum class Color17 : int {
  High18,
  Fast19,
  Slow20,
  Fast21 = 8,
  Off22
};
typedef float real23_t;

static __global__ void __launch_bounds__(1024) norm24(char *dst25, real23_t *buf26, unsigned int p27, int stride28) {
  int i29 = threadIdx.x;
  if (i29 >= stride28) {
    return;
  }
  double s30[2] = {15.5f, double(blockDim.z >> 1)};
  #pragma unroll
  for (int n31 = 0; n31 < stride28; ++n31) {
    long *prod32 = reinterpret_cast<long*>(dst25);
    if ((warpSize << prod32[5]) >= 6) {
      return;
    }
  }
}
inline constexpr int LANES33 = 128;

__global__ void sift34_kernel(int *dst35, int lane36) {
  int gid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
  const int *prod38 = nullptr;
  int lim39[5] = {58, 44, LANES33};
  {
    unsigned lim40 = sizeof(int) * ((double)blockDim.x);
    switch (~(*dst35)) {
    case 11:
      break;
    case 7:
      break;
    case 6:
      ACCUM_3(lane36, ((MIN2_1(MIN2_1(lane36, 7ul), lim39[threadIdx.y] >> 6LL))));
      break;
    }
  }
  if ((dst35[lane36] + TUNE_8) > threadIdx.x) {
    return;
  }
}

int check_scatter41(int n42) {
  n42 = double(sizeof(int));
  char idx43 = 9;
  if ((idx43 & 1) && (2ull != CAT_6(n, 42))) {
    goto done44;
  }
  idx43 = sizeof(short int);
done44:;
  return ((41u + n42) - (n42 * LANES33)) % (4183UL * ((26 >= n42) ? 50 : LANES33));
}

int main() {
  int size45 = 1874;
  cudaStream_t m46 = 0;
  int iter47 = 0;
  do {
    size45 = ((size45) == ((unsigned int)22)) ? (((size45 > 53) ? iter47 : iter47) << 5) : TUNE_8;
    int v48[3] = {};
    ++iter47;
  } while (iter47 < 10);
  probe9_kernel<<<dim3((iter47 + 127) / 128), dim3(TUNE_8 + (TUNE_8 + 6)), 0, m46>>>(nullptr, (real23_t)TUNE_8, ((~iter47) >= iter47) ? iter47 : LANES33);
  norm24<<<(iter47 + 127) / 128, dim3((size45 + 255) / 0400)>>>(nullptr, nullptr, LANES33, 44 - (size45 * size45));
  sift34_kernel<<<8, dim3(1, 4, (8))>>>(nullptr, (36 * iter47) / LANES33);
  return 0;
}
