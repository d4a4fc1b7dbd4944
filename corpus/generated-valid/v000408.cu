// cudagen 0.1 seed 408 valid
// features: kernel,kernel_from_macro,maxnreg,launch,builtin_vars,main,constexpr_var,local_array,enum_class,typedef,namespace,if,for,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 45
#endif

#if (TUNE_3 * 2) >= 2 && TUNE_3 != 0
#define CONFIG_4 8
#else
#define CONFIG_4 10
#endif

__global__ void __maxnreg__(32) count5_kernel(const unsigned long long *input6, float *acc7, int count8, float a9) {
  int f10 = CONFIG_4;
  char stride11[5]{static_cast<char>(f10), static_cast<char>(a9), static_cast<char>(a9), 8U, 063};
}

__global__ void __maxnreg__(64) gather12_kernel(float *dst13, int len14, long long *buf15) {
  (*buf15) = (len14 != (6l & buf15[len14 & 7])) ? 10 : buf15[len14];
  for (int j16 = 0; j16 < len14; j16 += 1) {
    for (int i17 = 0; i17 < len14; i17++) {
      for (int n18 = 0; n18 < len14; n18++)
        (*buf15) <<= j16;
      dst13[i17 & 7] -= ((j16 / len14) + (buf15[1] << len14)) * (*buf15);
    }
  }
}

__global__ void apply19(int count20, int *buf21, int lane22, int lane23) {
  SWAP_1(int, lane22, lane23);
  lane23 = 50U / ((((*buf21) * 12U) != 40) ? (count20 * lane23) : ((float)count20));
  lane22 *= ((count20 != 48u) || (24u < lane22)) ? (16u % (count20 | lane23)) : buf21[5];
  int off24 = lane22;
  if ((count20 <= lane22) && ((*buf21) >= CONFIG_4))
    return;
  unsigned u25(lane23 + (25U ^ lane22));
}

namespace kern26 {
enum class Level27 {
  High28,
  Idle29 = 3,
  Off30 = 6,
  Low31,
  Mul32
};
enum class Color33 { Blue34, Slow35 = 2 };
} // namespace kern26
#define DEFINE_MAP_KERNEL_36(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_36(map_combine37, double)
DEFINE_MAP_KERNEL_36(map_kick38, double)
typedef float *ptr39_t;

int main() {
  int count40 = 339;
  int lo41[5] = {30, 25u};
  double idx42 = (static_cast<unsigned long>(static_cast<int>(lo41[count40])) == (TUNE_3)) ? lo41[0] : lo41[2];
  ptr39_t u43 = (ptr39_t)nullptr;
  auto fn45 = [](double w44) {
    w44 = 7.625f;
  };
  fn45(count40);
  short r46{static_cast<short int>(lo41[0])};
  map_kick38<<<(count40 + 127) / 128, 2 * (CONFIG_4 + 8)>>>(&idx42, TUNE_3);
  count5_kernel<<<1 << 8, (32)>>>((const unsigned long long*)nullptr, u43, r46, idx42);
  gather12_kernel<<<(count40 + 255) / 256, 128>>>(u43, ((idx42 != lo41[2]) ? TUNE_3 : 5) + (sizeof(int)), nullptr);
  apply19<<<1 << 5, 0b1 << 5>>>((47lu - count40) * 3069L, lo41, 52, 29);
  return 0;
}
