// cudagen 0.1 seed 102 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,device_function,main,shared_var,extern_shared,host_global,constexpr_var,const_local,enum,enum_class,typedef,namespace,if,do_while,goto,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 21
#endif
enum State6 { BLUE7, SLOW8, GREEN9 = 7 };
enum class Kind10 { Idle11, Blue12 };
enum class Mode13 { High14, Busy15 };

static __global__ void norm16_kernel(long *buf17, int stride18) {
  int i19 = threadIdx.x;
  if (i19 >= stride18)
    return;
  __shared__ long long sh_20[(256)];
  stride18--;
  Mode13 val21 = Mode13::Busy15;
  if (buf17 == nullptr) {
    goto finish22;
  }
  (*buf17) = (double)sh_20[i19];
finish22:;
}

__global__ void reduce23(const double *__restrict__ src24, const double *src25, Kind10 alpha26, const long long *src27) {
  int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid28 || (gridDim.y <= gridDim.x)) {
    alpha26 = alpha26;
    alpha26 = alpha26;
    const unsigned v29 = 43;
  }
}

namespace detail30 {
typedef double *ptr31_t;

__device__ int apply32(const unsigned int *__restrict__ in33) {
  if (blockIdx.x <= 60) {
    goto finish34;
  }
  if (in33 == nullptr)
    return 9l;
finish34:;
  return 12;
}
} // namespace detail30
float g_tally35 = 13.5f;
/* Returns the accumulated value. */

__global__ void warp36(const int *src37, long a38) {
  extern __shared__ short int dyn_39[];
  unsigned idx40 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx40 >= a38)
    return;
  if ((dyn_39[threadIdx.z] >= idx40) || (src37[0x3] >= 35U))
    return;
  a38 = a38;
  if ((idx40 / idx40) > threadIdx.x)
    return;
  const float mid41 = dyn_39[0];
}

int main(void) {
  int n42 = 2531;
  int pass43 = 0x0;
  do {
    int lim44 = SLOW8;
    ++pass43;
  } while (pass43 < pass43);
  if ((n42 < 32) && (n42 > 050))
    return pass43 ^ static_cast<int>(20ul);
  norm16_kernel<<<dim3((4), TUNE_5 + 12, (SLOW8 + (SLOW8 + (SLOW8 + 1))) * (TUNE_5 + (GREEN9 + 5))), dim3((n42 + 255) / 256, (pass43 + 31) / 0x20)>>>(nullptr, static_cast<int>(~n42));
  reduce23<<<1 << 9, 1 << GREEN9>>>(nullptr, static_cast<const double*>(nullptr), Kind10::Blue12, static_cast<const long long*>(nullptr));
  warp36<<<(pass43 + 255) / 0x100, (0x80)>>>(nullptr, pass43 % 9);
  return 0;
}
