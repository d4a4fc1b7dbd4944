// cudagen 0.2 seed 522 valid headers
// features: kernel,launch,builtin_vars,main,shared_var,extern_shared,constexpr_var,static_local,if,switch,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,macro_function,macro_paste,macro_statement,pp_ifdef
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifndef USE_FAST_PATH_6
#define TUNE_7 14
#else
#define TUNE_7 35
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void step9(int* out10)
{
  extern __shared__ float dyn_11[];
  int tid12 = threadIdx.x;
  (void)tid12;
  short val13 = out10[2] - (*out10);
  unsigned short base14 = val13;
  (dyn_11[base14]--, (out10[val13] = TUNE_7));
  base14 = 4144;
  int tmp15 = base14 - 33l;
  (void)tmp15;
  unsigned u16 = blockIdx.x;
  (void)u16;
}

int main()
{
  int n17 = 719;
  step9<<<4 * 8, 32 * 2>>>(&n17);
  step9<<<(TUNE_7 + 498), (TUNE_7 + (TUNE_7 + 4)) * 16>>>(&n17);
  switch (n17) {
  case 3: {
    static unsigned char r18 = 075lu;
    if (r18 <= r18)
      break;
    break;
  }
  case 7:
    break;
  case 11:
    break;
  default:
    break;
  }
  return 0;
}
