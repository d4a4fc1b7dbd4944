// cudagen 0.1 seed 264 invalid:missing_closing_brace
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,shared_var,extern_shared,if,for,pragma_unroll,do_while,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

static __global__ void mix7(int *buf8, const int *coef9, int *buf10, unsigned long b11)
{
  #pragma unroll
  for (int i12 = (blockIdx.x * blockDim.x) + threadIdx.x; i12 < 8; i12 += blockDim.x * gridDim.x) {
    if (static_cast<float>(CAT_6(i, 12)) == 35) {
      if (((b11) * threadIdx.z) >= (31 + i12)) {
        int lo13 = b11;
        int s14 = LOW_BITS_1(lo13);
      }
    }
  }
  buf10[b11] = 17;
  buf8[1] <<= coef9[7] + static_cast<unsigned char>(-(*buf10));
}

__global__ void __launch_bounds__(1 << 10) blend15(double *dst16, int n17, float *out18, const int *src19)
{
  extern __shared__ float dyn_20[];
  int i21 = threadIdx.x;
  (out18[i21]--, (out18[n17] = 8.875f));
  float prod22 = (5 >> warpSize) / sizeof(int);
  if ((dyn_20[2] < 23) || (src19[0] <= i21) || (6 <= (prod22 * 9))) {
    n17 %= ((src19[n17]) * (*src19)) - ((*src19) * LOW_BITS_1(n17));
  }
  prod22 /= 20.125f + i21 + prod22;
}

int main()
{
  int count23 = 64;
  int w24 = 0;
  do {
    blend15<<<(count23 + 31) / 32, 256, sizeof(int) * 32, 0>>>(nullptr, w24, nullptr, &w24);
    int idx25 = 12;
    ++w24;
  } while ((w24 < 6) && (w24 <= (w24 - CAT_6(w, 24))));
  count23 = (LOW_BITS_1(count23) / ((long)w24)) - (10U - count23);
  char s26(53 << count23);
  mix7<<<512, 1 << 5, 512 * 2, (cudaStream_t)0>>>(&count23, &count23, &count23, sizeof(long));
  return 0;

