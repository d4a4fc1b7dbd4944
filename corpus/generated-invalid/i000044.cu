// cudagen 0.1 seed 44 invalid:device_var_access_in_host
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,static_device_function,host_device_function,main,constexpr_var,namespace,if,for,goto,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,alignof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

static __device__ float norm4(unsigned int p5, int count6)
{
  constexpr int f7 = 25;
  constexpr unsigned int tmp8 = 32;
  if (count6 != f7) {
    goto skip11;
  }
  count6++;
  p5 = ((f7 % p5) ^ 57) + (p5 += 1311, ((count6 <= tmp8) ? p5 : alignof(double)));
  for (int n9 = 0, j10 = 11; n9 < j10; (++n9, (--j10))) {
    count6 = j10;
    if ((p5 - n9) < 56)
      return (n9 / 13ul) / 12.0f;
  }
skip11:;
  return 57l;
}

namespace detail12 {
inline __device__ __host__ void accum13(int n14)
{
  n14 = 4085 >> n14;
  (n14--, (n14 = '\101' * n14));
  n14 = n14;
  ACCUM_1(n14, (n14 % (n14 * ((n14 & 1) ? sizeof(unsigned short) : 23ul))));
}
} // namespace detail12

__global__ void combine15_kernel(float *__restrict__ buf16, int *__restrict__ acc17, const unsigned int *input18, int stride19)
{
  constexpr unsigned long base20 = 44;
  norm4(norm4(10ll, base20), (+stride19) + (51U % acc17[2]));
  stride19 = input18[stride19 & 7];
}
__shared__ int d_shadow23;

int main()
{
  int count21 = 4033;
  count21 += d_shadow23;
  count21 = count21;
  combine15_kernel<<<0x2, 128, 0, nullptr>>>((float*)nullptr, (int*)nullptr, (const unsigned int*)nullptr, -(count21 += count21, count21));
  const long *q22 = nullptr;
  return 0;
}
