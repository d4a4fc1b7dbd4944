// cudagen 0.1 seed 163 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,enum,for,do_while,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_bool,lit_nullptr,cast_c,sizeof,lambda,lambda_launch,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 27
#endif
#undef TUNE_6
#define TUNE_6 12
enum Kind7 : unsigned char { BLUE8, LOW9 = 2, ON10, BUSY11 };
#define DEFINE_MAP_KERNEL_12(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_12(map_probe13, float)
DEFINE_MAP_KERNEL_12(map_trace14, int)

int grow15(double a16, const char *__restrict__ src17) {
  a16 *= -0x3L;
  float w18 = (2 + (*src17)) * 'z';
  for (int n19 = 0; n19 < 16; ++n19) {
    map_probe13<<<256, (TUNE_6 + 20), sizeof(int) * 256, (cudaStream_t)0>>>((float*)nullptr, 29);
    Kind7 v20 = BLUE8;
  }
  return 2245;
}

static int check_rank21(int n22, unsigned char b23) {
  n22 >>= b23;
  b23--;
  int pass24 = 0x0;
  do {
    float q25 = 0x40;
    q25 = q25 + q25;
    ++pass24;
  } while (pass24 < (BUSY11 + 6));
  return b23;
}

size_t kick26(unsigned p27, double *__restrict__ dst28, int lane29) {
  int w30 = 0;
  do {
    lane29 |= 13 * p27;
    ++w30;
  } while ((w30 < 10) && ((*dst28) >= w30));
  Kind7 flag31 = ON10;
  lane29 = +(0b1101 / w30);
  float w32(w30);
  return ((w32 + w32) - ('z' - w30)) + (MOD8_1(lane29) + LOW9);
}

__global__ void bump33_kernel(unsigned char *dst34) {
  extern __shared__ unsigned long long dyn_35[];
  constexpr long v36 = 49;
  dst34[6] <<= MOD8_1(dyn_35[4]);
}

__global__ void relax37(long *__restrict__ acc38, int len39, Kind7 a40) {
  extern __shared__ unsigned short dyn_41[];
  (*acc38)--;
  float m42 = *acc38;
  a40 = ON10;
  dyn_41[5] = BLUE8;
}

int check_clamp43(Kind7 alpha44, int *data45) {
  auto op49 = [](unsigned long long diff46) {
    bool z47 = true * ((diff46 << 0b1000) - (ON10 * diff46));
    bump33_kernel<<<8, 8 * 16, 0x0>>>(nullptr);
    int acc48(MOD8_1(diff46));
  };
  op49(alpha44);
  Kind7 hi50 = LOW9;
  map_trace14<<<2, 8 * (ON10 + (ON10 + 0x2)), 0>>>(nullptr, hi50);
  double u51 = alpha44;
  alpha44 = BLUE8;
  return 4668 + hi50;
}

void host_sweep52(unsigned int beta53) {
  for (int j54 = 0x2; j54 > 0; --j54) {
    beta53 = 0x40;
    constexpr int r55 = -4;
  }
  bool cnt56 = (beta53 + 17LL) != beta53;
  Kind7 lim57 = BLUE8;
}

int main() {
  int n58 = 2243;
  map_probe13<<<(n58 + 127) / 128, 0x1 << (ON10 + LOW9), 1 << 8, (cudaStream_t)0>>>(nullptr, n58);
  Kind7 f59 = ON10;
  n58 = MOD8_1(n58 ^ 3'583);
  relax37<<<0x1 << LOW9, sizeof(unsigned int) * 128, sizeof(int) * (ON10 + (BUSY11 + (BUSY11 + (TUNE_6 + 233)))), nullptr>>>(nullptr, LOW9 - (f59 * n58), BUSY11);
  return 0b0;
}
