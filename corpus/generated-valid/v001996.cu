// cudagen 0.1 seed 1996 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,device_function,host_function,main,constexpr_var,local_array,const_local,if,goto,ternary,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifndef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 63
#endif

__device__ float count5(float* buf6, int* dst7) {
  (*dst7) *= static_cast<float>(buf6[7]) - 54;
  (*dst7) -= dst7[1] / TUNE_4;
  buf6[1] -= 3723lu;
  return (10.5f + (*buf6)) * (buf6[0] - (17.0f * (*buf6)));
}
/* NOTE: keep in sync with the host reference. */

static __global__ void fuse8(int* buf9, int* acc10, const long long* coef11, int count12) {
  if (' ' >= ((*acc10) += 2, (-20))) {
    return;
  }
  count12 += static_cast<unsigned long long>(buf9[count12] / coef11[0]) * (*acc10);
  const int mid13 = buf9[count12];
  int x14[5] = {0b111001lu};
}

__global__ void __launch_bounds__(16 * 0b100) norm15_kernel(float beta16) {
  beta16 -= beta16;
  float stride17 = (static_cast<long>(beta16) != ((beta16 <= 52) ? beta16 : beta16)) ? 5 : ((unsigned int)beta16);
  stride17 /= TUNE_4 - ((float)beta16);
  beta16 += beta16;
  unsigned long h18 = stride17;
  h18++;
  short stride19 = (h18 + h18) ? 9 : (double(TUNE_4) + (h18 % h18));
}

void fuse20(int count21) {
  float lo22 = count21;
  if ((count21 + 37UL) < lo22) {
    goto done23;
  }
  count21 += -(static_cast<float>(lo22) - (count21 += 52, count21));
  fuse8<<<256, (32)>>>(nullptr, nullptr, nullptr, 0b110000 + lo22 + (TUNE_4 * count21));
  norm15_kernel<<<dim3((count21 + 63) / 64, (count21 + 255) / 256, (count21 + 31) / 32), 64, 0>>>((count21 / lo22) / TUNE_4);
done23:;
}

int main() {
  int size24 = 1095;
  int u25 = 38l + size24;
  u25 -= size24;
  u25 = (-18);
  float z26 = size24;
  return 0;
}
