// cudagen 0.1 seed 2312 valid
// features: kernel,kernel_extern_c,launch,launch_shared_mem,host_function,constexpr_function,main,shared_var,host_global,constexpr_var,local_array,const_local,struct,aligned_struct,enum,namespace,while,do_while,static_assert,compound_assign,bitwise,incdec,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 8
#else
#define TUNE_6 60
#endif

__global__ void gather7(float *dst8) {
  dst8[1]++;
  const float z9 = 18.25f;
  dst8[4] = 6 / (-(*dst8));
}
unsigned short g_probe10 = 9lu;

extern "C" __global__ void sift11_kernel(const long *coef12) {
  unsigned char acc13[8] = {static_cast<unsigned char>(41), static_cast<unsigned char>(6), static_cast<unsigned char>(*coef12), static_cast<unsigned char>(TUNE_6), static_cast<unsigned char>(*coef12), 0b1011, 255, 9u};
  int iter14 = 0;
  while (iter14 < iter14) {
    int w15 = 0;
    while (w15 < 15) {
      ++acc13[iter14];
      static_assert((63) == 077, "tile must fit");
      __shared__ int sh_16[TUNE_6 + (TUNE_6 + 0b11110000)];
      ++w15;
    }
    ++iter14;
  }
  acc13[iter14] = 30u;
}

namespace kern17 {
struct alignas(8) Node18 {
  double hi19;
  int z20;
};
enum Phase21 {
  ADD22,
  IDLE23 = 5,
  RED24,
  ON25,
  SLOW26 = 9
};
} // namespace kern17

__global__ void update27(int *dst28) {
  const unsigned int u29 = dst28[0];
  (*dst28)--;
  dst28[u29] = 64;
  int iter30 = 0;
  while (iter30 < iter30) {
    dst28[7] ^= *dst28;
    ++iter30;
  }
  dst28[iter30] = dst28[7];
}

constexpr __host__ int run_scatter31(int len32, float a33) {
  double f34 = TUNE_6 + len32 + 21.25;
  return 1;
}

int main(void) {
  int count35 = 2753;
  int pass36 = 0;
  do {
    kern17::Node18 acc37{19.625, pass36};
    float r38[(kern17::IDLE23 + 2)] = {static_cast<float>(17.375F + acc37.z20), static_cast<float>(0b1000000), 14.25f};
    ++pass36;
  } while (pass36 < 5);
  gather7<<<2, 0b1000000, 256>>>((float*)nullptr);
  sift11_kernel<<<(pass36 + 0b1111111) / 128, 0b1000000>>>(nullptr);
  update27<<<1, 128, (kern17::RED24 + (kern17::IDLE23 + kern17::IDLE23)) * 16>>>(nullptr);
  return 0;
}
