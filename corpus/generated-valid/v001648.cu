// cudagen 0.1 seed 1648 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,device_function,device_noinline,main,constant_var,shared_var,constexpr_var,local_array,struct,struct_methods,namespace,if,if_else,switch,compound_assign,shift,comparison,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 8
#define TILE_DIM_2 128
#define BLOCK_SIZE_3 8
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b

#if WARPS_1 > 54
#define CONFIG_7 6
#else
#define CONFIG_7 22
#endif
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 24

static __global__ void __launch_bounds__(1 << 5) scatter8_kernel(int *__restrict__ out9) {
  if (out9[3]) {
    return;
  }
  out9[0] >>= (*out9) - 8;
  if (out9[2] == (out9[0x7] - 0x27U)) {
    out9[6] >>= (unsigned char)(*out9);
    if (out9[1] << (*out9)) {
      return;
    }
  } else {
    int acc10 = out9[3];
  }
}

namespace gpu11 {
__constant__ long long c_step12 = 0;
constexpr unsigned int TILE13 = 3;
} // namespace gpu11

struct Pixel14 {
  float sum15;
  bool x16;
  float y17;
  __host__ __device__ float scale18() const {
    return (sum15 + 1.125f) * sum15;
  }
  __host__ __device__ float get19() const {
    return y17;
  }
};
static constexpr unsigned WIDTH20 = gpu11::TILE13 + (2);

__device__ void apply21(int *__restrict__ buf22) {
  buf22[1] = 31 >> (((*buf22) - 20) + (gpu11::c_step12 * gpu11::c_step12));
  __shared__ Pixel14 sh_23[64];
  if ((gpu11::c_step12 * gpu11::TILE13) == gpu11::TILE13) {
    return;
  }
  int diff24 = *buf22;
  sh_23[8] = Pixel14{5.75f, false, 3.f};
  __shared__ float sh_25;
}

namespace util26 {
__device__ __noinline__ long decay27(float p28, const float *coef29, int *__restrict__ data30) {
  constexpr char idx31 = ((26));
  switch (gpu11::c_step12) {
  case 0: {
    __shared__ int sh_32;
    constexpr unsigned long long prod33 = 'A';
    break;
  }
  case gpu11::TILE13: {
    constexpr unsigned int mid34 = 20 * 2;
    data30[gpu11::c_step12] -= *coef29;
    break;
  }
  default:
    break;
  }
  return 63U;
}

__device__ int norm35(int len36) {
  len36 = gpu11::c_step12 - (gpu11::TILE13 * gpu11::c_step12);
  if (util26::decay27(gpu11::c_step12, nullptr, &len36) >= ('#')) {
    util26::decay27(gpu11::TILE13, nullptr, &len36);
    if (gpu11::c_step12 << gpu11::c_step12) {
      return (len36 += sizeof(int), gpu11::c_step12);
    }
  }
  return util26::decay27(util26::decay27((WIDTH20), (const float*)nullptr, &len36), nullptr, (int*)nullptr);
}

__global__ void scale37(double *out38) {
  if (((int)WIDTH20) <= (((float)(*out38)) - gpu11::c_step12)) {
    float z39 = util26::norm35(util26::decay27(42, reinterpret_cast<const float*>(out38), nullptr)) >> (-(50 - gpu11::c_step12));
    Pixel14 val40 = {static_cast<float>(gpu11::TILE13 + CAT_6(z, 39)), false, z39};
  } else {
    (*out38) = MIN2_4(util26::norm35(gpu11::TILE13) - out38[gpu11::c_step12], gpu11::c_step12);
  }
  short v41[4]{static_cast<short>(gpu11::TILE13), 3'309l, 0x2cul, static_cast<short>('#')};
  __shared__ float sh_42[64];
  v41[3] = (sh_42[49]);
}
} // namespace util26

int main() {
  int n43 = 388;
  util26::scale37<<<WARPS_1 + (TILE_DIM_2 + 120), (CONFIG_7 + 42)>>>((double*)nullptr);
  n43 <<= 0x2;
  scatter8_kernel<<<0x20 * 2, gpu11::TILE13 + 61, 0>>>(&n43);
  return 0;
}
