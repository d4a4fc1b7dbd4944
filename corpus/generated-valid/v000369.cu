// cudagen 0.1 seed 369 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,constant_array,shared_var,shared_2d,static_shared,extern_shared,using_alias,if,for,do_while,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,alignof
#include "prelude.cuh"

__constant__ double c_warp1[4] = {0x3cl, -17.875, '0', 16.625};
using real2_t = float;

__global__ void __launch_bounds__(sizeof(unsigned int) * 8) accum3(unsigned* dst4) {
  unsigned long base5 = dst4[0];
  __shared__ unsigned int sh_6[15][4];
  (--base5, (sh_6[2][2] = base5 * 4370u));
}

__global__ void trace7(signed char p8, int* dst9, unsigned long long* dst10) {
  static __shared__ float sh_11[7][14];
  for (int n12 = 0; n12 < 0x9; ++n12)
    (*dst9) = 1;
  (++sh_11[p8][3], (p8 = 0x7Flu * ((*dst9) & dst10[0x1]) * (dst10[2] += 0x31, 0x16)));
}

extern "C" __global__ void lerp13(int count14, float* dst15) {
  --dst15[count14];
  count14 = 0x4;
  count14 = count14 & (((*dst15) += c_warp1[1], count14) + L'0');
  if (c_warp1[count14] != 59)
    return;
}

__global__ void score16_kernel(const unsigned* input17, const real2_t* input18) {
  extern __shared__ float dyn_19[];
  dyn_19[2] = input17[0];
  for (int i20 = 0; i20 < 8; ++i20) {
    static __shared__ unsigned char sh_21;
  }
  if (0x16 < ((input17[6] == c_warp1[0x3]) ? (*input18) : 1999))
    return;
  dyn_19[0x1] = (alignof(char) - static_cast<int>(c_warp1[3]));
}

template <typename T, typename U>
__global__ void spread22_kernel(T* out23, int stride24, U* dst25, U alpha26) {
  extern __shared__ real2_t dyn_27[];
  for (int j28 = 0; j28 < stride24; ++j28) {
    U tmp29 = stride24 ^ j28;
    T x30 = ' ';
  }
}

__global__ void norm31_kernel(real2_t* dst32, long long* acc33, const int* src34) {
  extern __shared__ unsigned dyn_35[];
  dst32[6] = *acc33;
  ++acc33[1];
  acc33[7] = (src34[2] + (dyn_35[3])) * (static_cast<unsigned>(63L) | (~(*acc33)));
  int v36{static_cast<int>(20)};
  v36 = c_warp1[0b11] * 16;
  acc33[2] = 0xbf8 + (~dyn_35[v36 & 7]);
}

int main() {
  int count37 = 0xf20;
  spread22_kernel<unsigned int, int><<<dim3(1), 256>>>(nullptr, count37, &count37, (!(count37 <= L'A')) ? 56 : 0b100101);
  const char* z38 = "\x41\102";
  cudaStream_t tmp39 = (cudaStream_t)0;
  int iter40 = 0;
  do {
    (count37++, (count37 = 30));
    count37 = 0x27;
    ++iter40;
  } while (iter40 < iter40);
  accum3<<<dim3((iter40 + 255) / 256, (count37 + 0xFF) / 256), dim3((iter40 + 0x3F) / 64, (count37 + 127) / 128)>>>(nullptr);
  trace7<<<(4), 64, 256>>>(count37, &count37, (unsigned long long*)nullptr);
  lerp13<<<(iter40 + 63) / 64, (256)>>>((+count37) + (23 % z38[0]), static_cast<float*>(nullptr));
  return 0;
}
