// cudagen 0.1 seed 2096 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,device_array,shared_var,local_array,struct,if,if_else,do_while,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

void check_spread4(double b5)
{
  int pass6 = 0;
  do {
    b5 = b5;
    ++pass6;
  } while (pass6 < 6);
  b5 = b5;
  int y7 = pass6;
  --b5;
}

struct Node8 {
  size_t y9;
  unsigned int vel10;
  long count11;
};
__device__ int d_combine12[16];

__global__ void spread13(double* data14, float* __restrict__ dst15, const float* coef16)
{
  int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --data14[idx17];
  (*dst15) = 0x1d;
  int w18 = 0;
  do {
    (*data14) = *data14;
    dst15[0] = coef16[4];
    ++w18;
  } while ((w18 < 6) && (warpSize >= 15));
  __shared__ float sh_19[64];
  __shared__ float sh_20[(8)];
}

double host_bump21(float alpha22)
{
  if (alpha22 < 16) {
    alpha22 = 44;
  } else {
    unsigned int base23 = static_cast<double>(alpha22);
  }
  return 2.625f;
}

int main()
{
  int len24 = 900;
  int v25[2] = {len24};
  spread13<<<(len24 + 0xFF) / 256, 0x200, 1024>>>((double*)nullptr, nullptr, static_cast<const float*>(nullptr));
  host_bump21(13.0F);
  len24 = len24;
  return 0;
}
