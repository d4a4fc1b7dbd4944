// cudagen 0.1 seed 2169 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,main,shared_var,static_shared,constexpr_var,auto_var,struct,struct_template,operator_overload,aligned_struct,if,if_init,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 128
#define NUM_ITERS_2 3
#define CHUNK_3 8
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define HALF_5(x) ((x) / 2)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b

#if NUM_ITERS_2 > 116
#define CONFIG_8 5
#else
#define CONFIG_8 32
#endif

template <typename T>
struct Pixel9 {
  T val10;
  int id11;
  T weight12;
  __host__ __device__ void apply13(T mid14) {
    id11 = (weight12 += 63, 60lu);
  }
};

__global__ void relax15_kernel(int n16, const short *__restrict__ src17, int n18, const int *in19) {
  double lim20 = 0x1AClu;
  constexpr int off21 = 55;
  static __shared__ float sh_22[256];
}

struct __align__(16) Acc23 {
  long val24;
  float val25;
};

__host__ __device__ Acc23 operator+(Acc23 a, Acc23 b) {
  Acc23 r = a;
  r.val24 += b.val24;
  r.val25 += b.val25;
  return r;
}
/* NOTE: keep in sync with the host reference. */

__host__ __device__ unsigned weigh26(signed char p27) {
  p27 = (p27 & (04026 | p27)) + (011U * (p27 += p27, p27));
  if (((double)p27) >= (375UL + p27)) {
    if (auto k28 = p27 | p27; (!(k28 >= k28)) && ((p27 + k28) & 1)) {
      p27 = 4lu * p27;
      p27 = 1 + k28;
      p27 = CAT_7(p, 27);
    }
  }
  p27 -= 0x7F;
  return 16;
}

extern "C" __global__ void march29_kernel(int *buf30, int len31, const int *__restrict__ coef32) {
  len31 ^= -len31;
  static __shared__ int sh_33[8];
  auto z34 = coef32[5];
}

unsigned char blend35(int count36, float p37) {
  if ((count36 <= CONFIG_8) && (count36 < count36)) {
    return sizeof(int) - p37;
  }
  count36 = 0x1DC;
  return static_cast<int>(count36) * (MIN2_4(p37, count36) / 22);
}

int main() {
  int len38 = 1566;
  if (len38 < len38) {
    return len38 + 030 + ((unsigned int)len38);
  }
  march29_kernel<<<dim3(16), 0x2 * (NUM_ITERS_2 + (CHUNK_3 + (NUM_ITERS_2 + 2)))>>>(&len38, -len38, &len38);
  if (auto q39 = 47; (+q39) == len38) {
    q39 >>= 0x6 + q39;
    len38 = 8;
    if (q39 > q39) {
      return q39;
    }
  }
  relax15_kernel<<<4 * 2, CONFIG_8, 0x100>>>(-44L, (const short*)nullptr, (len38 - 5u) + 2066, (const int*)nullptr);
  return 0;
}
