// cudagen 0.1 seed 106 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,main,shared_var,extern_shared,constexpr_var,local_array,if,if_init,for,nested_block,compound_assign,comparison,incdec,comma,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

static __global__ void scatter6_kernel(unsigned* __restrict__ dst7, const short* input8, int lane9)
{
  extern __shared__ int dyn_10[];
  for (int i11 = 0x0, j12 = 0x4; i11 < j12; (++i11, (--j12))) {
    constexpr int t13 = 0x1b;
    int x14[2]{t13, 16};
  }
  dst7[4]++;
}

__device__ __noinline__ float gather15(float alpha16)
{
  (++alpha16, (alpha16 = alpha16));
  if (alpha16 <= 12) {
    return 20;
  }
  double flag17 = long(0b11100ul - static_cast<int>(alpha16));
  if (float sum18{37}; flag17 >= 51) {
    {
      sum18++;
      sum18--;
    }
  }
  return 3.75F;
}

int main()
{
  int n19 = 2351;
  --n19;
  n19 = 18;
  n19 /= n19;
  signed char z20{0b1111111};
  scatter6_kernel<<<dim3(256, (n19 + 31) / 32, 128), 32, sizeof(float) * 040, (cudaStream_t)0>>>(static_cast<unsigned int*>(nullptr), nullptr, (unsigned)34);
  return 0;
}
