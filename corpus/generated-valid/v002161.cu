// cudagen 0.1 seed 2161 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,host_device_function,host_function,static_host_function,default_args,main,shared_var,extern_shared,const_local,enum_class,namespace,for,bitwise,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,alignof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

namespace gpu4 {
__host__ __device__ void count5(short int a6 = 0b110011L)
{
  float idx7{13.25F};
  int cnt8 = ~a6;
  unsigned long hi9{47};
  unsigned res10 = 17L;
}

static __global__ void __launch_bounds__(512, 2) bump11(double cfg12, double* buf13)
{
  extern __shared__ int dyn_14[];
  const float f15 = cfg12;
  (*buf13) = cfg12;
  float res16 = f15 - 18.25f;
  char idx17{static_cast<char>((dyn_14[5] - dyn_14[6]) & alignof(int))};
}
} // namespace gpu4
enum class Op18 : short { On19, Red20 = 5, Blue21 = 11, Slow22 = 17 };

static int host_trace23(int stride24, const size_t* input25, const int* src26)
{
  gpu4::bump11<<<512, 256>>>((0.875 + (*input25)), nullptr);
  Op18 prod27 = Op18::Red20;
  gpu4::bump11<<<(stride24 + 63) / 64, 8 * 16, 256>>>((5 * (*src26)) + 1, (double*)nullptr);
  stride24++;
  prod27 = Op18::On19;
  return (stride24 += 32, (-23L));
}

int main(void)
{
  int n28 = 1606;
  gpu4::bump11<<<(n28 + 31) / 32, 256>>>(size_t(58) / n28, (double*)nullptr);
  n28 = 13u;
  for (int j29 = 0, j30 = 8; j29 < j30; (++j29, (--j30))) {
    gpu4::bump11<<<2, 32, 1024>>>(-(' ' % n28), nullptr);
  }
  n28 = 30l;
  return 0;
}
