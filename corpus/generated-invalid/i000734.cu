// cudagen 0.1 seed 734 invalid:device_launch_without_rdc
// features: kernel,kernel_static,launch,builtin_vars,device_function,device_forceinline,device_noinline,main,managed_var,constexpr_var,local_array,auto_var,const_local,if,do_while,nested_block,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_static,alignof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

static __global__ void accum2(const int* input3, char q4) {
  int i5 = threadIdx.x;
  {
    {
      float sum6[7] = {3062l, 19, 5.0F};
      int lim7[3]{62l, -64, 50};
    }
    q4 = *input3;
  }
  constexpr unsigned short off8 = 57;
  q4 = (~(*input3)) | ((input3[i5 & 7] - 4618) + 20);
}
// Layout: row-major, no padding.

__device__ __forceinline__ int step9(const int* input10) {
  {
    const long h11 = 63;
    float stride12 = blockIdx.x;
  }
  return 25;
}
__managed__ unsigned int m_bias13 = 4552;

__device__ __noinline__ void scatter14(int lane15) {
  auto e16 = m_bias13 - threadIdx.x;
  ACCUM_1(e16, (44));
  e16 = e16 >> lane15;
  if (blockDim.z != alignof(char))
    return;
}

__device__ float tile17(float q18, bool beta19, int n20) {
  q18 = ((long)62l) + n20 + beta19;
  int w21 = 0;
  do {
    if (q18 <= 0b100UL)
      return -054;
    double r22 = beta19;
    ++w21;
  } while (w21 < n20);
  return 7.875F;
}
__global__ void probe_kernel27(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
__global__ void parent_kernel28(int *p, int n)
{
    probe_kernel27<<<1, 32>>>(p, n);
}

int main() {
  int n23 = 2518;
  unsigned r24[8] = {264, 49l, static_cast<unsigned int>(n23), 58, 32, m_bias13};
  bool val25 = !((!(n23 < 2L)) && (!(n23 < m_bias13)));
  bool x26 = (val25 & 20u) != (n23 | n23);
  accum2<<<16 * 16, 32 * 2>>>(&n23, val25);
  return 0;
}
