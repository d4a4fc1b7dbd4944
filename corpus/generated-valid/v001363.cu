// cudagen 0.1 seed 1363 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,main,constant_var,shared_var,extern_shared,constexpr_var,const_local,if,if_else,if_init,goto,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define CHUNK_1 256
#define RADIUS_2 16
#define CAT_3(a, b) a##b

__global__ void apply4_kernel(int count5, float *acc6, int *__restrict__ out7, float *__restrict__ dst8) {
  extern __shared__ size_t dyn_9[];
  if (out7[6] > dst8[count5]) {
    goto done13;
  }
  if (constexpr int sum10 = 62; ((out7[7] & 27) + 0x12U) >= dst8[count5 & 7]) {
    --(*acc6);
  } else if (count5 < ((unsigned char)out7[count5])) {
    if ((*dst8) == (*out7)) {
      --count5;
      (*acc6) = 2.125f;
    }
    constexpr signed char mid11 = 0x14;
    dyn_9[2] = CHUNK_1 % dyn_9[count5 & 7];
  } else if (const int u12 = -45; !acc6) {}
done13:;
}
__constant__ int c_gather14 = 0x30;

int main() {
  int len15 = 852;
  if (((len15) + 58) >= (len15 * len15)) {
    float t16(CAT_3(len, 15));
    short m17 = sizeof(unsigned short);
  }
  apply4_kernel<<<dim3((len15 + 31) / 32), RADIUS_2 + 240, 0>>>(17, nullptr, nullptr, (float*)nullptr);
  return 0;
}
