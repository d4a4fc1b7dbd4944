// cudagen 0.1 seed 748 valid
// features: kernel,launch,host_device_function,host_function,default_args,main,device_array,shared_var,extern_shared,host_global,constexpr_var,local_array,static_local,enum,if,for,pragma_unroll,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
enum Phase2 : unsigned char {
  OFF3,
  MUL4,
  HIGH5,
  ON6 = 5,
  ADD7
};

__global__ void sweep8_kernel(float *data9) {
  extern __shared__ float dyn_10[];
  dyn_10[1] = MUL4;
  int lim11 = 49lu - data9[0];
}
const float g_march12 = 2264lu;
// NOTE: keep in sync with the host reference.

__global__ void bump13(const float *input14, int len15, const float *src16) {
  extern __shared__ int dyn_17[];
  #pragma unroll 8
  for (int j18 = 0; j18 < 3; ++j18) {
    for (int i19 = 10; i19 > 0; --i19) {
      float k20 = dyn_17[j18 & 7];
    }
  }
  dyn_17[len15] = 63;
  dyn_17[len15]++;
  dyn_17[len15] = ((dyn_17[6] + MUL4) >= (sizeof(float) + len15)) ? (static_cast<int>(*src16) - input14[len15 & 7]) : 076UL;
}
__device__ int d_fold21[8] = {34, 17};

void run_shade22(float *dst23, unsigned *acc24, int *acc25) {
  (*acc25) = dst23[5];
  const char *u26 = "x=%d";
  bump13<<<8, HIGH5 + (ON6 + (MUL4 + 56))>>>(reinterpret_cast<const float*>(acc24), ((u26[1] * g_march12) >= 48) ? 4169U : g_march12, static_cast<const float*>(nullptr));
  Phase2 v27 = MUL4;
}

__global__ void probe28(int lane29, const int *in30, int count31, const unsigned *in32) {
  ACCUM_1(lane29, ((33 + (*in32))));
  if ((count31 - 10ull) != 63)
    return;
  __shared__ float sh_33[8];
}
// Returns the accumulated value.

__device__ __host__ void fold34(int n35, float *dst36, unsigned q37 = 58) {
  long long w38 = *dst36;
  ACCUM_1(w38, ((w38 - 5U) * (dst36[3] + q37 + n35)));
  for (int it39 = 0, j40 = n35; it39 < j40; (++it39, (--j40))) {
    n35 = (j40 >= (w38 % (it39 + q37))) ? n35 : (double(q37) * q37);
    int idx41[2]{5, 3};
  }
  long long base42 = -1195;
}

int main() {
  int count43 = 01071;
  count43 = ((64) % count43) * (((count43 != 18) ? 7UL : count43) * g_march12);
  fold34(g_march12, nullptr);
  Phase2 y44 = HIGH5;
  ACCUM_1(count43, (g_march12 + (y44 - g_march12) + ((y44 % 12ULL) - (count43 += g_march12, count43))));
  probe28<<<MUL4, 64>>>(MUL4, &count43, g_march12 * (y44 | y44), (const unsigned int*)nullptr);
  static float idx45 = 6;
  sweep8_kernel<<<(ON6 + 11) * 16, 256>>>(&idx45);
  return 0;
}
