// cudagen 0.1 seed 1227 valid
// features: kernel,kernel_static,launch_bounds,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,device_template_function,host_function,main,managed_var,shared_var,extern_shared,constexpr_var,auto_var,struct,class_private,operator_overload,aligned_struct,enum,anon_namespace,if,if_else,for,nested_block,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 5
#define WARPS_2 32
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 47
#endif
#undef TUNE_4
#define TUNE_4 24

namespace {
class Tile5 {
  int count6;
public:
  __host__ __device__ Tile5(int c7) : count6(c7) {}
  __host__ __device__ int apply8(int diff9) const {
    float *diff10 = (float*)nullptr;
    int lo11 = (+count6) + (diff9 + diff9);
    return TUNE_4;
  }
  __host__ __device__ int apply12() const {
    return count6;
  }
};
} // namespace

template <typename T, int N>
__host__ __device__ T score13(const T *__restrict__ coef14, unsigned *dst15) {
  if (dst15[7] >= 29) {
    return ((*dst15) += WARPS_2, (7.5 / (*coef14)));
  }
  dst15[7]--;
  if ((*dst15) == 28UL) {
    (++dst15[2], (dst15[0x5] = 0x5U + (*dst15)));
  }
  auto x16 = (((dst15[0x7] + 0x7) ? 60U : ('\n' * (*coef14))) > (coef14[0x3] + (*dst15))) ? (((dst15[7] >= N) ? N : 'A') - 50) : (0x40L * (*coef14));
  return (((+dst15[0]) > 0x2f) ? (coef14[3] - N) : (16.125 - coef14[0])) * 20.5;
}

static __global__ void __launch_bounds__(64) fuse17(int *dst18, const double *__restrict__ coef19, int len20) {
  if (static_cast<int>(dst18[1]) >= (coef19[threadIdx.x] + (*dst18))) {
    auto prod21 = (len20);
  } else {
    len20--;
  }
}
__managed__ long m_norm22 = 61;
enum Phase23 { LOW24, HIGH25, IDLE26, BUSY27 };

struct __align__(8) Particle28 {
  int sum29;
  float flag30;
};

inline __host__ __device__ Particle28 operator+(Particle28 a, Particle28 b) {
  Particle28 r = a;
  r.sum29 += b.sum29;
  r.flag30 += b.flag30;
  return r;
}

__global__ void __launch_bounds__(512, 0x3) bump31_kernel(const unsigned int *input32, const float *__restrict__ input33, __grid_constant__ const Particle28 cfg34) {
  extern __shared__ unsigned dyn_35[];
  int idx36 = threadIdx.x;
  --m_norm22;
  m_norm22 = (dyn_35[0] += blockIdx.y, (blockDim.z * (dyn_35[m_norm22] + m_norm22)));
  if (dyn_35[idx36] > ((signed char)input33[gridDim.x])) {
    int off37 = (20UL);
    int *prod38 = nullptr;
  } else {
  }
}
static_assert((7 * (TILE_DIM_1)) > 34, "bad config");

unsigned int weigh39(float alpha40) {
  fuse17<<<dim3((m_norm22 + 63) / 64, (m_norm22 + 127) / 128), 0x80>>>((int*)nullptr, static_cast<const double*>(nullptr), static_cast<int>(m_norm22));
  alpha40--;
  alpha40 -= 58;
  return m_norm22;
}

__global__ void bump41(int stride42, float *acc43) {
  extern __shared__ int dyn_44[];
  unsigned int i45 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i45 >= stride42) {
    return;
  }
  Phase23 base46 = IDLE26;
  dyn_44[i45] ^= 63;
  Tile5 stride47(dyn_44[i45]);
  if ((i45) != dyn_44[i45]) {
    return;
  }
  int z48 = static_cast<float>(base46);
  if (base46 == IDLE26) {
    return;
  }
}

__host__ void check_fuse49(Phase23 cfg50, Phase23 a51) {
  {
    if (static_cast<int>(cfg50 + 6) < (m_norm22)) {
      for (int i52 = 0; i52 < m_norm22; i52 += 1) {
        ++m_norm22;
      }
      unsigned int acc53(2357U - a51);
    } else {
      int s54 = m_norm22 / (m_norm22 += a51, ((cfg50 <= 0x29L) ? m_norm22 : m_norm22));
    }
  }
}

int main() {
  int size55 = 0xFC2;
  for (int it56 = size55; it56 > 0; --it56) {
    m_norm22++;
    bump41<<<(size55 + 63) / 64, dim3(TUNE_4 + (TILE_DIM_1 + (TILE_DIM_1 + 222))), TILE_DIM_1 + (HIGH25 + (BUSY27 + (TILE_DIM_1 + 1'010)))>>>(((it56 > 59) ? 0x28ul : size55), nullptr);
    bump31_kernel<<<dim3(HIGH25 + 7), 32>>>(nullptr, nullptr, Particle28{6, static_cast<float>(57 - it56)});
  }
  size55 += 0x1;
  const char *h57 = "\"q\"" "_tail";
  return 0;
}
