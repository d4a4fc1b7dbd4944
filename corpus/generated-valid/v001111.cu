// cudagen 0.1 seed 1111 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_device_function,main,device_var,auto_var,const_local,enum_class,namespace,if,if_init,for,while,switch,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 32
#define BLOCK_SIZE_2 (CHUNK_1)
#define MOD8_3(x) ((x) % 8)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#ifdef USE_FAST_PATH_7
#define TUNE_8 11
#else
#define TUNE_8 35
#endif
#if TUNE_8 % 2 == 0 || TUNE_8 < 4
#define CONFIG_9 3
#else
#define CONFIG_9 14
#endif
namespace kern10 {
enum class Op11 {
  Off12,
  Green13 = 5,
  Fast14,
  Busy15,
  Busy16 = 10
};
} // namespace kern10
inline __host__ __device__ void grow17(unsigned *data18) {
  if (auto y19 = 36LL; y19 * data18[y19]) {
    if (y19) {
      for (int it20 = 0; it20 < 0xb; it20++) {
        short *res21 = reinterpret_cast<short*>(data18);
        y19 *= ((short int)(16L | data18[y19])) & (4lu - static_cast<unsigned>(it20));
        auto q22 = res21[y19];
      }
      static_assert((10 * (2)) == 20, "tile must fit");
    }
  }
}
static __device__ unsigned char d_rank23;
inline __host__ __device__ unsigned int tile24(unsigned short cfg25) {
  long lim26 = cfg25;
  int w27 = 0b0;
  while (w27 < w27) {
    for (int j28 = lim26; j28 > 0x0; --j28) {
      bool r29 = lim26;
    }
    double r30 = lim26;
    ++w27;
  }
  if (w27 != 20) {
    return w27;
  }
  const unsigned int v31 = 22 << lim26;
  return v31;
}
__global__ void __launch_bounds__(0x100, 4) bump32(int count33, const int *in34, const unsigned short *coef35, int *buf36) {
  int tid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int pass38 = 0x0;
  while ((pass38 < 0x7) && (!in34)) {
    grow17(reinterpret_cast<unsigned*>(buf36));
    if (!(d_rank23 || tid37)) {
      kern10::Op11 mid39 = kern10::Op11::Fast14;
    }
    ++pass38;
  }
  kern10::Op11 stride40 = kern10::Op11::Fast14;
  count33 <<= tile24(tid37);
}
int main() {
  int n41 = 3291;
  switch (n41 << n41) {
  case 0:
    if (!(n41 <= n41)) {
      break;
    }
    if (!((n41 >= n41) && (n41 >= n41))) {
      n41 >>= tile24(52 % n41);
    }
    break;
  case (6):
    break;
  case 1: {
    float *stride42 = static_cast<float*>(nullptr);
    break;
  }
  default:
    if ((n41 & 1)) {
      return MOD8_3((n41 << 11ul));
    }
    break;
  }
  bump32<<<dim3(1, (n41 + 127) / 128), 128 * 0x4>>>(((22ul == n41) || (n41 & 1)) ? n41 : 16l, static_cast<const int*>(nullptr), nullptr, nullptr);
  return 0x0;
}
