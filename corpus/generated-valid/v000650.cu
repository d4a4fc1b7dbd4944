// cudagen 0.1 seed 650 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_device_function,device_template_function,host_function,static_host_function,default_args,main,constexpr_var,const_local,if,for,do_while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
// Computes one element per thread.

__global__ void probe2(const float *input3) {
  float w4 = *input3;
  int val5 = 4 + ((*input3) * 49);
  w4 = (val5 += 38, (*input3));
  unsigned diff6 = (long)((val5 + val5) - (35U + val5));
}

__global__ void shade7(int n8, unsigned a9, int *buf10) {
  constexpr float diff11 = 0x19;
  buf10[5] -= diff11;
  if ((0x35UL >= n8) || (n8 > n8)) {
    return;
  }
}
// Computes one element per thread.

__host__ __device__ int rank12(unsigned int alpha13, const unsigned int *__restrict__ coef14, int lane15) {
  alpha13 &= (alpha13 % 077L) << (((alpha13 == alpha13) ? (*coef14) : (*coef14)) + short(lane15));
  const double base16 = lane15;
  bool sum17{false};
  return static_cast<short>(0x35);
}

template <class T, int N = 4>
__device__ __forceinline__ void tally18(T a19, const T *__restrict__ input20, double *__restrict__ buf21) {
  T val22 = (buf21[4]);
  signed char off23 = val22 - (SQR_1(a19));
  T off24 = 13.625f;
}

int host_drift25(long long beta26 = 1660) {
  long s27 = rank12(beta26, static_cast<const unsigned*>(nullptr), (3 - beta26) ^ beta26);
  int off28 = beta26;
  probe2<<<1 << 0x5, 64, 0x0, nullptr>>>((const float*)nullptr);
  return static_cast<double>(s27);
}

__global__ void probe29_kernel(int stride30, double *__restrict__ out31, int stride32, int stride33) {
  char s34 = -127;
  double y35 = (stride32 += 142, rank12(rank12(26, static_cast<const unsigned int*>(nullptr), 52), static_cast<const unsigned*>(nullptr), (stride32 != s34) ? stride32 : 0x3E));
  float y36 = rank12(rank12(stride33 + 1553L, nullptr, stride32 * sizeof(double)), (const unsigned*)nullptr, rank12(28, nullptr, 7) - 31l);
  stride33 &= (short)0x17ul;
}

static float host_decay37(const unsigned long *src38) {
  shade7<<<1 << 5, sizeof(unsigned int) * 0x8>>>(rank12(0x19 + (*src38), static_cast<const unsigned int*>(nullptr), *src38), 63u, (int*)nullptr);
  dim3 s39(sizeof(int) * 4, 64);
  auto op42 = [](float flag40) -> int {
    signed char h41{static_cast<signed char>(rank12(5u + flag40 + 6, nullptr, SQR_1(flag40)))};
    return rank12((flag40 <= h41) ? 32 : 28, nullptr, 49ul % h41);
  };
  if ((*src38) <= src38[1]) {
    goto done43;
  }
  probe29_kernel<<<s39, s39, 64 * 4, nullptr>>>((39L + src38[4]), nullptr, 2657, 0x21 + src38[5]);
done43:;
  return op42(*src38);
}

float host_sift44(int count45 = 29) {
  probe29_kernel<<<(count45 + 31) / 32, 64 * 8, 1024, nullptr>>>(-host_decay37(nullptr), nullptr, 28, 3429);
  for (int it46 = 0, j47 = count45; it46 < j47; (++it46, (--j47))) {
    count45 *= 33;
  }
  int w48 = 0;
  do {
    if (!(w48 != count45)) {
      return +(count45 % 6);
    }
    probe2<<<dim3((w48 + 255) / 256, sizeof(int) * 2), dim3(0x80, 8, (w48 + 255) / 256), sizeof(float) * 32, 0>>>((const float*)nullptr);
    ++w48;
  } while (w48 < count45);
  return 16.75F;
}

int main() {
  int n49 = 3731;
  n49 = (+(13ul % n49)) * host_decay37((const unsigned long*)nullptr);
  n49 = (unsigned long long)sizeof(int);
  return 0;
}
