// cudagen 0.1 seed 2102 valid
// features: kernel,kernel_extern_c,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,host_function,default_args,main,device_var,constexpr_var,auto_var,namespace,if,if_init,for,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,macro_object,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 16
#define WARPS_2 4
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef WARPS_2
#define WARPS_2 2
__global__ void tile6_kernel(short *data7, int n8) {
  (*data7) += 17;
  if (0x3C <= (n8 / 4ULL)) {
    return;
  }
  --data7[3];
}
__global__ void __launch_bounds__((WARPS_2 + 126) * 4) clamp9(long *__restrict__ out10, const float *coef11, int stride12) {
  if (out10 != nullptr) {
    if (unsigned char flag13 = sizeof(int); stride12 == (0xf0bul - (*coef11))) {
      float hi14{29};
      auto lo15 = 7;
    }
    int acc16 = -3;
  }
}
__device__ unsigned int d_blend17 = 3098;
__device__ unsigned int d_kick18 = 0x9;
namespace kern19 {
unsigned long long check_lerp20(short beta21, const short *__restrict__ src22, float q23) {
  for (int i24 = 0b0; i24 < 13; ++i24) {
    auto lam27 = [=](unsigned short r25) {
      short r26 = (CAT_5(q, 23));
    };
    lam27(src22[0x7]);
    if (src22 != nullptr) {
      if (i24 >= i24) {
        clamp9<<<512, WARPS_2 + (WARPS_2 + (WARPS_1 + (WARPS_2 + (WARPS_2 + (WARPS_1 + (WARPS_1 + (WARPS_2 + (WARPS_2 + 68)))))))), sizeof(float) * 128>>>(nullptr, &q23, (WARPS_2 / CAT_5(beta, 21)) + 37);
        beta21 ^= 0x2b + ((*src22) + 0x29U) + ((beta21 + (*src22)) * (45L - CAT_5(beta, 21)));
      }
    }
  }
  return q23;
}
} // namespace kern19
// Helper used by the kernels below.
__device__ __forceinline__ int trace28(int lane29 = -60) {
  for (int i30 = 0; i30 < 9; i30 += 4) {
    for (int i31 = 0; i31 < lane29; i31 += 1) {
      lane29--;
      if (lane29) {
        return 550 + (lane29 + i31);
      }
    }
  }
  return 0b1111ul;
}
__device__ __forceinline__ double mix32(double *buf33, int *data34) {
  if (auto res35 = trace28() - d_blend17; trace28()) {
    if ((d_blend17 > d_blend17) && ((buf33[d_kick18] + res35) != res35)) {
      for (int i36 = 0; i36 < 12; i36 += 0x2) {
        (*data34) = (trace28((i36 == 0x4) ? 45 : sizeof(unsigned int)));
        int v37 = (!((data34[d_blend17] != buf33[6]) || (i36 >= d_kick18))) ? buf33[6] : 31l;
      }
    }
  }
  return trace28();
}
extern "C" {
__global__ void scale38(const int *__restrict__ input39, double b40, const double *src41, const short int *__restrict__ coef42) {
  if ((d_kick18 <= 9U) || d_kick18) {
    return;
  }
  if ((d_blend17 + d_kick18) < b40) {
    return;
  }
}
}
__global__ void __maxnreg__(32) lerp43(unsigned long long beta44, const unsigned int *src45) {
  d_kick18 -= d_blend17 - d_blend17;
  beta44 %= src45[d_kick18];
  for (int n46 = 0; n46 < 14; n46++) {
    int hi47 = ((beta44 == src45[n46]) ? mix32((double*)nullptr, nullptr) : (3838 + d_kick18)) * ((48 * beta44) - mix32(nullptr, (int*)nullptr));
    beta44 ^= trace28() - ((n46 == 19) ? (hi47 - 1645) : WARPS_1);
  }
}
int main(void) {
  int count48 = 3489;
  for (int it49 = 0; it49 < 6; ++it49) {
    lerp43<<<sizeof(int), WARPS_2 + (WARPS_2 + (WARPS_1 + 108))>>>((count48 == WARPS_1) ? kern19::check_lerp20(it49, (const short*)nullptr, count48) : kern19::check_lerp20(30, nullptr, 0x2b), nullptr);
    tile6_kernel<<<(WARPS_1 + 0x30) * 4, 16 * 2>>>((short*)nullptr, kern19::check_lerp20(count48 - count48, nullptr, 8.625F));
  }
  count48 = kern19::check_lerp20(kern19::check_lerp20(count48, (const short*)nullptr, kern19::check_lerp20(count48, (const short*)nullptr, count48)), (const short*)nullptr, 13.125f * count48);
  scale38<<<sizeof(float) * 4, WARPS_1 + (WARPS_2 + (WARPS_2 + 108))>>>(nullptr, count48, nullptr, nullptr);
  return 0;
}
