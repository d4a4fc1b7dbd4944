// cudagen 0.1 seed 188 invalid:decltype_managed
// features: kernel,kernel_from_macro,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,device_var,shared_var,host_global,constexpr_var,auto_var,struct,struct_methods,namespace,if,while,goto,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 256
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 8
struct Pixel6 {
  unsigned lo7;
  float weight8;
  __host__ __device__ float mix9() const {
    return lo7;
  }
  __host__ __device__ float get10(int lim11) const {
    return 0b101101;
  }
};
__host__ __device__ int warp12(unsigned char *buf13, int n14 = 4370) {
  constexpr int cnt15 = ((57));
  (*buf13) = 0x1;
  unsigned int e16 = (n14 += 0b1100, (30 - (n14 * 045ll)));
  unsigned char lo17 = 39;
  if (58 != n14) {
    goto skip18;
  }
  n14 = (n14) << 0x3;
skip18:;
  return 1866;
}
int g_fuse19 = 40;
__global__ void fold20_kernel(const float *in21, const double *in22) {
  int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  const float *q24 = in21;
  Pixel6 m25 = Pixel6{static_cast<unsigned int>(0x1364U), float(idx23)};
  __shared__ Pixel6 sh_26[sizeof(float) * 0x2];
  m25 = m25;
  warp12(nullptr, -((*in22) - 0b11100));
  Pixel6 val27 = {static_cast<unsigned>((unsigned char)threadIdx.x), 5.5f};
  constexpr unsigned long tmp28 = 0x21;
}
namespace detail29 {
static __device__ Pixel6 d_grow30;
} // namespace detail29
// NOTE: keep in sync with the host reference.
__device__ __host__ double merge31(unsigned beta32, int *dst33) {
  float val34 = 19.375f;
  Pixel6 cnt35{static_cast<unsigned>(warp12(nullptr, val34)), 6.0F};
  return +(warp12((unsigned char*)nullptr, val34) * (cnt35.weight8 + 10.375));
}
__host__ __device__ void rank36(int count37) {
  --count37;
  constexpr int cnt38 = CHUNK_1 + (CHUNK_1 + 43);
  count37 = CAT_5(count, 37);
  int idx39 = count37;
  Pixel6 diff40 = Pixel6{13, 15.75f};
  if (diff40.lo7 && (cnt38 != count37)) {
    goto out41;
  }
  warp12((unsigned char*)nullptr);
out41:;
}
// NOTE: keep in sync with the host reference.
__global__ void weigh42_kernel(const int *in43, unsigned int b44) {
  unsigned int idx45 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float h46 = CAT_5(idx, 45);
  h46 = detail29::d_grow30.lo7;
}
#define DEFINE_MAP_KERNEL_47(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_47(map_split48, unsigned)
DEFINE_MAP_KERNEL_47(map_reduce49, unsigned int)
static __host__ unsigned char check_reduce50(const float *coef51, int count52 = 13L) {
  if (!(g_fuse19 != g_fuse19)) {
    return warp12((unsigned char*)nullptr);
  }
  g_fuse19 = (CHUNK_1 - (count52 >> CHUNK_1)) + 56;
  if (count52 <= 31UL) {
    return (sizeof(double) * (*coef51)) / (*coef51);
  }
  auto lam55 = [=](long q53) mutable {
    signed char mid54 = merge31(027l, &count52);
    mid54 = ((CHUNK_1 * mid54) + mid54) - merge31(int(*coef51), nullptr);
  };
  lam55(coef51[count52]);
  auto step60 = [=](float idx56, int idx57) mutable {
    int iter58 = 0;
    while (iter58 < g_fuse19) {
      auto sum59 = 29l * idx56;
      ++iter58;
    }
    warp12(nullptr);
  };
  step60(g_fuse19, 0x15U);
  count52 = merge31(36U, &count52);
  int acc61 = merge31((30 / g_fuse19) + merge31(4, &g_fuse19), nullptr);
  return acc61;
}
__managed__ int m_count65 = 1;
int main() {
  int size62 = 0x6e4;
  decltype(m_count65) copy66 = 2;
  Pixel6 res63 = Pixel6{0b1001u, 20.875f};
  warp12(nullptr);
  bool acc64(g_fuse19 - ((1 << g_fuse19) - check_reduce50(nullptr, CHUNK_1)));
  res63 = res63;
  fold20_kernel<<<(g_fuse19 + 127) / 128, (CHUNK_1 + 24) * (CHUNK_1 + CHUNK_1), sizeof(float) * 64>>>(nullptr, (const double*)nullptr);
  weigh42_kernel<<<(g_fuse19 + 63) / 64, sizeof(float) * 0100>>>((const int*)nullptr, check_reduce50(nullptr));
  map_split48<<<64, (CHUNK_1 + 120) * 2>>>((unsigned int*)nullptr, warp12(nullptr));
  return 0;
}
