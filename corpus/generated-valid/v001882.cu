// cudagen 0.1 seed 1882 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,main,device_var,constexpr_var,local_array,namespace,if,do_while,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 21
#endif
#undef TUNE_4
#define TUNE_4 8

template <class T, int N = 5>
inline __host__ __device__ int pack5(T alpha6, float beta7) {
  alpha6 = 0x40;
  alpha6--;
  beta7 = static_cast<short>(49L);
  alpha6 = alpha6 + 58u;
  long long idx8 = static_cast<int>(N);
  T flag9 = idx8;
  --idx8;
  return idx8;
}

__global__ void sift10(unsigned a11, float beta12, unsigned int *acc13, int stride14) {
  a11 = pack5<long, 6>(30UL, static_cast<float>(10.375F));
  const unsigned int *base15 = nullptr;
  (++beta12, (stride14 = LOW_BITS_1((LOW_BITS_1((stride14 << CAT_2(a, 11)))))));
}
// Computes one element per thread.

__global__ void tile16(unsigned short b17, unsigned char b18) {
  b18 = (LOW_BITS_1(b18 * b18) >= (~b17)) ? pack5<long, 3>(sizeof(float) % b18, b18 * 7) : b18;
  int iter19 = 0;
  do {
    if ((b18 & 1)) {
      break;
    }
    float tmp20 = (sizeof(int) - CAT_2(b, 18)) | (b18 += '#', (b18 * CAT_2(b, 18)));
    ++iter19;
  } while (iter19 < 3);
}

namespace math21 {
__device__ unsigned d_decay22;
} // namespace math21

static __global__ void probe23_kernel(int count24, unsigned long long *dst25, int count26) {
  unsigned char e27[5] = {0x17, static_cast<unsigned char>(TUNE_4 - math21::d_decay22), 31U, 0xF, static_cast<unsigned char>(count24)};
  count26 = pack5(4l, 16.75f);
  count24 = static_cast<int>((e27[1]) & (60L * count26));
}

int main() {
  int len28 = 559;
  int iter29 = 0x0;
  do {
    probe23_kernel<<<1, TUNE_4 + 504, 0x0>>>(LOW_BITS_1(len28 % len28), nullptr, -(len28 + TUNE_4));
    ++len28;
    ++iter29;
  } while (iter29 < iter29);
  sift10<<<(2), (TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + 0b1100000)))) * 0x2, sizeof(unsigned int) * 64>>>(pack5<int, ((5))>(pack5<long, ((5))>(len28, 59), pack5<long, 5>(19, CAT_2(len, 28))), 4.75f, nullptr, TUNE_4 + (len28 += TUNE_4, TUNE_4));
  tile16<<<1 << 2, 0x20 * 0x4, sizeof(double) * 0x100, nullptr>>>(1 + iter29, 0b110);
  return 0;
}
