// cudagen 0.1 seed 885 valid
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,launch,launch_shared_mem,launch_stream,host_function,default_args,main,shared_var,extern_shared,constexpr_var,struct,operator_overload,aligned_struct,if,goto,ternary,bitwise,logical,comparison,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define NUM_ITERS_2 ((64))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 58
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48
// Returns the accumulated value.

struct __align__(8) Stats6 {
  double weight7;
  bool count8;
};

__host__ __device__ Stats6 operator+(Stats6 a, Stats6 b)
{
  Stats6 r = a;
  r.weight7 += b.weight7;
  return r;
}

__global__ void spread9(const int *src10, const float *src11, const unsigned int *input12)
{
  extern __shared__ float dyn_13[];
  ACCUM_3(dyn_13[4], (input12[5]));
  dyn_13[6] = (dyn_13[2] += 19.25f, (dyn_13[5] + ((*input12) % (*src10))));
  dyn_13[3] = (dyn_13[0] += dyn_13[2], (0.125f + (((*input12) & 1) ? dyn_13[0] : (*input12))));
}

template <class T>
__global__ void __maxnreg__(64) mix14_kernel(T a15)
{
  extern __shared__ float dyn_16[];
  T prod17 = sizeof(float);
  if ((5lu != prod17) && (a15 >= a15)) {
    return;
  }
  a15 = 12;
  constexpr unsigned long base18 = 1;
  __shared__ int sh_19;
}
// Computes one element per thread.

__host__ unsigned int blend20(float *acc21, Stats6 b22, int lane23 = 24u)
{
  acc21[lane23 & 7] = 3.5F * (((*acc21) / 20l) + 18.0F);
  const char *flag24 = "\"q\"" "_tail";
  return long(b22.count8 + lane23) % (43 - flag24[0]);
}

signed char run_update25(int lane26, int n27, int n28)
{
  int m29(n27);
  if (m29 > lane26) {
    goto done30;
  }
  spread9<<<(m29 + 255) / 256, sizeof(float) * 32, 0, nullptr>>>(nullptr, nullptr, (const unsigned int*)nullptr);
  mix14_kernel<<<sizeof(unsigned int) * (TUNE_5 + (TUNE_5 + 16)), TUNE_5 + (TUNE_5 + (TUNE_5 + 8))>>>(static_cast<long>(n28 - n27));
done30:;
  return (lane26 * n28) * (n27);
}

int main()
{
  int size31 = 1501;
  const char *sum32 = "tile";
  size31 = ((size31 * size31) - (sum32[1] % 61)) + ((long)(size31 += 63ul, 14));
  return 0;
}
