// cudagen 0.1 seed 392 invalid:nonconst_reference_binding
// features: kernel,launch,builtin_vars,host_device_function,device_template_function,host_function,static_host_function,main,local_array,if,for,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void merge4(int lane5, long p6, const unsigned int *src7) {
  unsigned int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  lane5 = lane5;
  lane5 = (src7 != nullptr) ? static_cast<double>(static_cast<int>(48)) : 45ll;
}

inline __host__ __device__ int fuse9(const float *input10) {
  unsigned long w11 = 4915U;
  bool q12 = 0;
  w11 = q12 - (w11 - 56);
  signed char lim13 = w11;
  return (sizeof(int)) + input10[5];
}

template <typename T, typename U>
__host__ __device__ T probe14(U alpha15, T cfg16) {
  float diff17[3] = {9.0f};
  cfg16 = (alpha15 - 4.75) * ((int)diff17[0]);
  int k18 = alpha15;
  return (diff17[k18] - 64) + cfg16;
}

static float check_trace19(float beta20, int len21) {
  beta20++;
  (beta20--, (beta20 = 6.25F + len21));
  for (int it22 = 3; it22 > 0; --it22) {
    if (beta20 == (1709 + len21)) {
      if ((len21 & 1) && (beta20 == 13))
        break;
    }
  }
  beta20 = (beta20 != (6)) ? len21 : static_cast<int>(beta20 + 35);
  return 21.25f;
}

int main() {
  int len23 = 0xbfd;
  float f_26 = 2.0f;
  int &r_26 = f_26;
  merge4<<<(len23 + 0b11111) / 040, 128>>>(12, (len23 += len23, 4448u), nullptr);
  merge4<<<(len23 + 63) / 64, 512>>>((len23) * (59ul), static_cast<unsigned char>(len23) % (len23 - 6), static_cast<const unsigned*>(nullptr));
  int idx24[5] = {};
  double diff25 = ((0x7ull) - idx24[3]) | idx24[2];
  merge4<<<2, 128>>>(11, +diff25, nullptr);
  --diff25;
  return 0x0;
}
