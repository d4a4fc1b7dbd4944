// cudagen 0.1 seed 1131 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,device_function,host_function,static_host_function,constexpr_function,main,constexpr_var,local_array,auto_var,typedef,using_alias,namespace,nested_namespace,if,if_init,for,goto,ternary,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,sizeof,lambda,lambda_launch,macro_function,macro_paste
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b
template <class T, int N>
__global__ void relax4(T p5, const T *in6, const float *coef7) {
  int idx8 = threadIdx.x;
  auto lo9 = p5;
  float prod10 = N;
  T h11 = (p5 - ((*in6) + 58)) + 4;
  if (prod10 < sizeof(T)) {
    goto done13;
  }
  h11 = CAT_3(p, 5) + ((33 > (*in6)) ? threadIdx.x : 21.625) + (idx8 - 51u);
  for (int n12 = 2; n12 > 0; --n12) {
    h11 = gridDim.x + threadIdx.y;
    --p5;
  }
done13:;
}
__device__ float shade14(int count15, float *dst16, char *buf17) {
  if (unsigned q18{061}; ((+gridDim.x) + blockIdx.x) > (count15 + count15)) {
    count15 = 42u * (count15 + 12) * (HALF_2(threadIdx.z) * count15);
    float t19[8] = {-3469, 6.0f, static_cast<float>(1 * (*dst16)), 7.0f};
  }
  return 4.625F - ((count15 - sizeof(int)) - (*dst16));
}
static void host_relax20(const int *in21, int *out22, double *buf23) {
  (*out22) = 53;
  auto val24 = 48 * (*in21);
  if (val24 != 12l) {
    goto done25;
  }
  (*out22) = (val24 * in21[5]) % (61 + (CAT_3(val, 24) + (*out22)));
done25:;
}
using idx26_t = long;
constexpr int check_bias27(int lane28) {
  return lane28;
}
namespace kern29::inner30 {
typedef int idx31_t;
float tally32(kern29::inner30::idx31_t count33, float b34, const unsigned char *input35) {
  auto op38 = []() {
    constexpr int q36 = 17;
    kern29::inner30::idx31_t m37{21l};
  };
  op38();
  b34 = 11.5f / ((count33 - 3) / b34);
  auto fn39 = []() -> float {
    relax4<double, 7><<<1, 64 * 2>>>(8.5f, nullptr, nullptr);
    return 8lu;
  };
  auto base40 = 023L;
  const char *e41 = "a\tb";
  if (e41[0] >= count33) {
    return e41[0];
  }
  return 10.0f;
}
} // namespace kern29::inner30
static unsigned int fold42(const kern29::inner30::idx31_t *coef43) {
  float prod44 = coef43[7];
  prod44--;
  prod44 = coef43[0];
  prod44 = 15.125f;
  prod44 = (coef43[5] != (coef43[7] + prod44)) ? (*coef43) : HALF_2(coef43[1]);
  prod44 = 39;
  return *coef43;
}
int main() {
  int len45 = 01734;
  for (int it46 = 0; it46 < 3; ++it46) {
    if (it46 < (+len45)) {
      if (HALF_2(len45) != sizeof(kern29::inner30::idx31_t)) {
        return sizeof(float) * len45;
      }
    }
    len45 = 43;
  }
  --len45;
  len45 = 22;
  return 0;
}
