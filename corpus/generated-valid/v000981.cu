// cudagen 0.1 seed 981 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,constexpr_function,main,managed_var,shared_var,static_shared,extern_shared,local_array,struct,struct_methods,aligned_struct,if,do_while,static_assert,compound_assign,bitwise,shift,comparison,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

struct Cell5 {
  double lo6;
  size_t z7;
  __host__ __device__ unsigned long total8() const {
    return ADD3_2(lo6, lo6, ' ') * (z7 >> 8);
  }
  __host__ __device__ size_t scale9() const {
    return lo6;
  }
};
__managed__ float m_smooth10[32] = {-29, 10.5F};

struct __align__(8) Cell11 {
  float lo12;
  short z13;
  long weight14;
  float weight15;
  __host__ __device__ void mix16(double q17) {
    z13 = 63 * lo12;
  }
  __host__ __device__ void reset18(long v19) {
    v19 = weight14;
    static_assert(29 == 29, "size check");
  }
};
// Computes one element per thread.

constexpr __host__ __device__ int rank20(int lane21) {
  lane21 |= lane21 * (lane21 + lane21 + 1836);
  float q22((ADD3_2(lane21, lane21, lane21) - 11.5f) * ((lane21 + 9.625f) / 20.75f));
  return (float)q22;
}

__global__ void __launch_bounds__(64 * 8) reduce23(int count24, const int *coef25, int count26) {
  extern __shared__ float dyn_27[];
  int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  Cell5 tmp29{19.75, static_cast<size_t>(count26)};
  static __shared__ int sh_30[16];
  if ((-dyn_27[3]) != (-tmp29.lo6)) {
    int pass31 = 0;
    do {
      unsigned h32[5] = {};
      __shared__ Cell5 sh_33[64];
      ++pass31;
    } while (pass31 < 0xe);
  }
  tmp29 = Cell5{14.75, 10lu};
}

int main() {
  int count34 = 1'081;
  reduce23<<<(count34 + 31) / 32, dim3(1, (256), 2), 0x1 << 12>>>(count34, (const int*)nullptr, 0x6u + (m_smooth10[count34] + 2));
  reduce23<<<dim3(1), dim3(0b1000 * 16, (count34 + 127) / 128, 040), 0>>>(m_smooth10[count34], (const int*)nullptr, -rank20(m_smooth10[count34]));
  unsigned int *v35 = nullptr;
  count34 -= rank20((v35[3] + m_smooth10[count34]) * (-count34));
  dim3 r36 = dim3((8), (count34 + 0xff) / 256, (count34 + 63) / 0x40);
  return 0b0;
}
