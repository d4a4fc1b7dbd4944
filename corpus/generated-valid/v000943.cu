// cudagen 0.1 seed 943 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,host_function,static_host_function,default_args,main,shared_var,constexpr_var,local_array,struct,struct_template,namespace,if,for,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_generic,lambda_launch,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 51
#endif
#undef TUNE_4
#define TUNE_4 48

__global__ void gather5_kernel(int len6, const int* src7, float* dst8, float alpha9) {
  alpha9 /= TUNE_4 << (*src7);
  alpha9 += 64;
  int acc10[4] = {};
  acc10[len6]--;
  __shared__ float sh_11;
  unsigned int y12 = 1915L & acc10[len6];
}

static int check_update13(int count14, unsigned int a15, int count16 = 43u) {
  count14 >>= 6 - count14;
  int iter17 = 0;
  do {
    auto fn19 = [](auto flag18) {
      gather5_kernel<<<1 << 3, 64, 1024, nullptr>>>(31, (const int*)nullptr, (float*)nullptr, flag18);
      return flag18 * 2;
    };
    fn19(iter17);
    ++iter17;
  } while ((iter17 < 0b110) && ((a15 <= count16) || (iter17 >= 20lu)));
  const char* diff20 = u8"ok";
  double base21[3] = {13.625f, 11.f};
  return (diff20[0] - 23) | count16;
}

template <typename T>
struct Span22 {
  T flag23;
  float weight24;
  __host__ __device__ float norm25(unsigned long diff26) const {
    if (diff26 & 35)
      return ((unsigned char)weight24) ? 23.375f : weight24;
    return static_cast<int>(TUNE_4 - diff26);
  }
};

namespace ops27 {
template <typename T>
struct Particle28 {
  T y29;
  T y30;
  __host__ __device__ T scale31() const {
    return y29;
  }
};

__global__ void scale32(float b33, const float* src34, int* data35, const unsigned int* in36) {
  --b33;
  __shared__ int sh_37[8];
  long v38[8] = {5l, -4134};
}
} // namespace ops27

__global__ void __maxnreg__(64) trace39(const double* __restrict__ input40, float* __restrict__ out41, long long beta42, int* __restrict__ data43) {
  double cnt44 = TUNE_4;
  if ((input40 != nullptr) || (input40 == nullptr))
    return;
  unsigned long long prod45[2] = {0b0u, static_cast<unsigned long long>(sizeof(int) - (*input40))};
}

int main() {
  int count46 = 3467;
  check_update13(check_update13(count46, 38), check_update13(count46, count46, count46) - count46, (TUNE_4 ^ count46) >> LOW_BITS_1(count46));
  count46 = count46;
  for (int n47 = 0; n47 < count46; ++n47) {
    count46 <<= n47;
    count46 -= ((-count46) * sizeof(int));
  }
  check_update13(32 / (count46), count46, sizeof(ops27::Particle28<long>) - (count46 + count46));
  ops27::scale32<<<(count46 + 127) / 128, 32, sizeof(int) * 256, 0>>>(6.25f + check_update13(count46, count46, count46), nullptr, static_cast<int*>(nullptr), (const unsigned int*)nullptr);
  trace39<<<128, 16 * 8>>>((const double*)nullptr, static_cast<float*>(nullptr), count46, static_cast<int*>(nullptr));
  return 0;
}
