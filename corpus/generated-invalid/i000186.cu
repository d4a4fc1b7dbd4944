// cudagen 0.1 seed 186 invalid:managed_shared_or_constant
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,host_device_function,main,constant_array,shared_var,const_local,for,while,switch,static_assert,bitwise,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__constant__ unsigned long c_mix4[4] = {24, 53, 474, 11};
// Helper used by the kernels below.

__host__ __device__ void mix5(const int *coef6, double *acc7, int *acc8) {
  acc8[1] = 53;
  acc7[4]++;
  switch (*coef6) {
  case 0x7:
    for (int n9 = 0; n9 < 9; n9++) {
      int pass10 = 0x0;
      while (pass10 < n9) {
        ++(*acc8);
        ++pass10;
      }
    }
    (*acc7)++;
    break;
  case 2:
    break;
  case 0:
    break;
  case 11:
    break;
  default:
    break;
  }
}

__global__ void __launch_bounds__(32 * 4) trace11(int count12, unsigned short cfg13, const signed char *in14) {
  static_assert(32 == 32);
  double v15 = 12.125;
  __shared__ int sh_16;
  long res17 = 18 + in14[0];
  res17 = count12;
}
__managed__ __constant__ int m_mixed21 = 1;

int main() {
  int size18 = 3864;
  size18 = (2) - size18;
  const int m19 = 0x3e;
  const long prod20 = size18;
  trace11<<<dim3(4, (size18 + 63) / 64), sizeof(float) * 0b10000000, 0>>>((-size18) & m19, (size18 - size18) + 38, (const signed char*)nullptr);
  return 0;
}
