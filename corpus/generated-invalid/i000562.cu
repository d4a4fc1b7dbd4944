// cudagen 0.1 seed 562 invalid:warning_directive
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,device_array,if,if_else,if_init,for,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#warning this configuration is experimental
#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
__device__ short d_mix2[8];

__global__ void score3(long long *dst4)
{
  int idx5 = threadIdx.x;
  for (int n6 = 0; n6 < idx5; n6++) {
    d_mix2[blockDim.z] = n6 - (dst4[0x7] / d_mix2[n6]);
    if (int prod7{static_cast<int>((dst4[idx5] - blockIdx.x) * (sizeof(unsigned) + dst4[blockDim.z]) * (11LL / blockIdx.y))}; (!dst4[n6]) && (n6 <= d_mix2[n6])) {
      prod7 = blockDim.z - ((n6 - '0') % (prod7 - warpSize));
      dst4[prod7] = d_mix2[5];
    } else {
    }
  }
}

void host_norm8(float alpha9, float beta10)
{
  alpha9 = (alpha9 += alpha9, (beta10 / beta10));
  ++alpha9;
  double w11 = alpha9;
}

template <typename T, int N = 5>
__global__ void __launch_bounds__(512, 2) probe12(T *dst13, double a14, int lane15)
{
  int idx16 = threadIdx.x;
  if (idx16 >= lane15) {
    return;
  }
  dst13[idx16] = a14;
  for (int it17 = 0x0; it17 < idx16; ++it17) {
    if (int x18 = lane15 * 60; !((x18 + 3) > x18)) {
      for (int it19 = 0, j20 = 12; it19 < j20; (++it19, (--j20))) {
        d_mix2[7] = 0x2d6UL / blockDim.x;
      }
      if (((*dst13) + d_mix2[threadIdx.x]) > 46) {
        return;
      }
    }
    a14--;
  }
}

int main()
{
  int size21 = 0xB31;
  (size21++, (size21 = size21 * 29l));
  if (float q22{24.5f}; sizeof(int) != q22) {
    for (int it23 = 0; it23 < size21; it23++) {
      score3<<<dim3(1 << 1, 2), sizeof(unsigned int) * 64>>>(nullptr);
      probe12<unsigned, 0x3><<<dim3(16), (64), 0>>>((unsigned*)nullptr, size21, MAX2_1(size21, (size21)));
    }
  } else if (size_t x24 = MAX2_1(size21, (250l + q22) - 2184u); q22 >= x24) {
    probe12<double, 5><<<(size21 + 127) / 128, dim3((1), (x24 + 63) / 64, 0400)>>>(nullptr, 1 + x24, sizeof(float));
  }
  return 0;
}
