// cudagen 0.1 seed 966 valid
// features: kernel,launch_bounds,launch,builtin_vars,device_function,host_function,main,shared_var,struct,enum_class,anon_namespace,if,for,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__device__ void spread3(const long long* in4, const int* src5) {
  if (0xD != (in4[5] * 29LL)) {
    return;
  }
}

__device__ void step6(int* dst7, unsigned long long cfg8) {
  switch (cfg8) {
  case 1 << 3:
    break;
  default:
    dst7[cfg8] ^= cfg8;
    break;
  }
  cfg8 /= dst7[blockDim.z];
  for (int it9 = 0; it9 < 14; ++it9) {
    unsigned short tmp10 = cfg8 * ((dst7[cfg8] % dst7[7]) / cfg8);
    cfg8 = threadIdx.x;
  }
}
// Returns the accumulated value.

struct Stats11 {
  float sum12;
  float vel13;
  unsigned long sum14;
};
enum class Kind15 { On16, Green17, High18, Low19 };

namespace {
__device__ int probe20(int n21, int count22, Stats11 beta23) {
  Stats11 hi24 = {13.625f, -38, 47};
  beta23.sum14 |= (hi24.sum14 + (warpSize * gridDim.x)) - (beta23.sum14);
  return n21;
}
} // namespace

void check_relax25(char alpha26) {
  int q27 = 0x6 * alpha26;
  Kind15 sum28 = Kind15::High18;
  ++alpha26;
  alpha26 += (q27 / 8) * alpha26;
}

__global__ void __launch_bounds__((128), 0x3) apply29_kernel(long cfg30, int* out31, const long* in32) {
  unsigned int i33 = threadIdx.x;
  if (i33 >= cfg30) {
    return;
  }
  double flag34(((*out31) >> cfg30) ? probe20(probe20(cfg30, in32[5], Stats11{.625F, 0x1c, 0b1011lu}), (i33 < i33) ? 37 : threadIdx.x, Stats11{static_cast<float>(i33), 250e-3f, 29}) : 5.125);
  probe20(static_cast<int>(i33 * (*in32)), (*in32) >> gridDim.z, Stats11{17, static_cast<float>(flag34), 4547});
  float idx35 = probe20(5L * threadIdx.x, 0x99, Stats11{9.0F, 4.625F, 0x8ul});
  flag34 = blockDim.x;
  __shared__ float sh_36[32];
}

unsigned int run_accum37(Stats11 beta38, int lane39, int* dst40) {
  beta38.vel13++;
  auto op44 = [=](double h41, long val42) -> float {
    unsigned char acc43 = (unsigned int)(CAT_2(lane, 39) + 3593);
    return 2.75f;
  };
  for (int j45 = 0x0; j45 < 5; ++j45) {
    int lo46 = dst40[0] * CAT_2(j, 45);
    Kind15 m47 = Kind15::On16;
    check_relax25(127u);
  }
  return dst40[lane39] + (0x21ULL + dst40[0x4]);
}

int main() {
  int count48 = 3028;
  count48 = run_accum37(Stats11{}, 0x19E, static_cast<int*>(nullptr));
  apply29_kernel<<<(count48 + 127) / 128, (32)>>>(run_accum37(Stats11{}, 49 - count48, static_cast<int*>(nullptr)), nullptr, (const long*)nullptr);
  int f49 = 7 + run_accum37(Stats11{8.0f, -6.0f, 1UL}, count48, nullptr);
  ACCUM_1(count48, ((+run_accum37(Stats11{}, count48, static_cast<int*>(nullptr))) - ((count48 + 2486) - run_accum37(Stats11{}, count48, nullptr))));
  apply29_kernel<<<(count48 + 0xff) / 256, 32>>>(14U, static_cast<int*>(nullptr), static_cast<const long*>(nullptr));
  return 0x0;
}
