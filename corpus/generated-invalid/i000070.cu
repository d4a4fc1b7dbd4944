// cudagen 0.1 seed 70 invalid:call_non_function
// features: kernel,kernel_static,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,constant_var,managed_var,shared_var,extern_shared,constexpr_var,local_array,enum_class,namespace,if,if_else,for,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
enum class Op4 { Red5, High6 };
__constant__ float c_scale7 = 15.0f;
__managed__ unsigned int m_relax8[4];

__global__ void probe9(int* __restrict__ data10, double q11, unsigned char beta12) {
  extern __shared__ float dyn_13[];
  unsigned int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int i15 = 0; i15 < 14; ++i15) {
    int r16[2] = {};
  }
  ACCUM_2(beta12, (0l));
  ++data10[0x2];
}

namespace ops17 {
__managed__ float m_sift18 = 12u;
enum class Level19 { High20 = 3, Green21 };
} // namespace ops17
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_22(map_mix23, double)

__global__ void clamp24_kernel(double* buf25, float b26) {
  extern __shared__ short dyn_27[];
  __shared__ int sh_28[128];
  bool y29 = blockIdx.x;
  Op4 k30 = Op4::High6;
  ops17::Level19 sum31 = ops17::Level19::High20;
  int res32{static_cast<int>(2)};
}

static __global__ void decay33(int len34, int count35, float* acc36) {
  extern __shared__ float dyn_37[];
  int gid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid38 >= len34) {
    return;
  }
  for (int i39 = 0; i39 < count35; i39++) {
    unsigned short lim40 = 28;
    if (0x40 <= (((blockDim.x > (*acc36)) ? warpSize : blockIdx.x) % BLOCK_SIZE_1)) {
      dyn_37[gid38] += BLOCK_SIZE_1;
      lim40 = c_scale7;
    } else if (0x8 <= ((threadIdx.y + 0x38ULL) - 15)) {
    } else {
    }
  }
}

int host_apply41(int stride42) {
  if (stride42) {
    goto skip46;
  }
  for (int j43 = 0, j44 = 14; j43 < j44; (++j43, (--j44))) {
    if (m_relax8[stride42] * CAT_3(j, 44)) {
      for (int i45 = 0; i45 < 0xA; ++i45) {
        map_mix23<<<(j44 + 63) / 0x40, dim3((j43 + 0x7F) / 0x80)>>>(nullptr, 6);
        m_relax8[2] = ((10 + ops17::m_sift18) - (j44 - m_relax8[0x2])) - j44;
        clamp24_kernel<<<(stride42 + 0xFF) / 0x100, 256>>>((double*)nullptr, 1 * j43);
      }
    } else if (45 != m_relax8[0]) {
      stride42--;
    }
  }
skip46:;
  return (BLOCK_SIZE_1 + ops17::m_sift18) - stride42;
}

int main() {
  int n47 = 2454;
  n47 = n47(2);
  n47 = 30;
  n47 &= ((m_relax8[n47] - 3) + (30 * n47)) * (33 * CAT_3(n, 47));
  probe9<<<dim3(0x200, (4)), 64>>>((int*)nullptr, (n47) * (14.625 + ops17::m_sift18), m_relax8[0]);
  decay33<<<128, BLOCK_SIZE_1 + 496>>>((m_relax8[n47]) * CAT_3(n, 47), (n47), &ops17::m_sift18);
  return 0;
}
