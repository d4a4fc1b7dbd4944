// cudagen 0.1 seed 2130 valid
// features: kernel,kernel_static,maxnreg,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,default_args,main,device_array,constexpr_var,local_array,auto_var,struct,using_alias,if,if_init,for,pragma_unroll,nested_block,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
__global__ void split5(int *__restrict__ acc6, float *dst7, int lane8) {
  ++lane8;
  lane8 = MOD8_1(lane8);
  double tmp9[7]{static_cast<double>(19.25), 14.875, static_cast<double>(-63), static_cast<double>(4.875), 3.0, 23.125, 8.0};
}
__global__ void __maxnreg__(64) tally10_kernel(int count11) {
  count11++;
  if (auto w12 = static_cast<unsigned long>(count11); (count11 >= sizeof(int)) && (w12 == w12)) {
    unsigned char off13 = 39;
    --count11;
    off13 |= (MOD8_1(count11) ^ (0x22 - count11)) + 0x15;
  }
  count11 = count11;
  int r14 = sizeof(float);
}
__device__ float d_stencil15[4];
inline __host__ __device__ long long relax16(double beta17, const float *src18) {
  for (int it19 = 5; it19 > 0; --it19) {
    int k20((52));
    if (!(k20 <= (*src18))) {
      break;
    }
  }
  int mid21 = src18[5];
  return ((60ll) * beta17) - (0x1E * mid21);
}
inline __device__ __host__ double gather22(int n23, int n24, int stride25 = 49) {
  constexpr unsigned w26 = 3 * 0x3;
  n23 |= (static_cast<unsigned>(n24 + w26) != relax16(n23, nullptr)) ? static_cast<long>(MOD8_1(n24)) : MOD8_1((stride25 != n23) ? n23 : w26);
  return MOD8_1(n23);
}
using idx27_t = int;
constexpr long LANES28 = (4);
struct Vec29 {
  float x30;
  unsigned int z31;
  float val32;
  idx27_t id33;
};
static __global__ void spread34(const idx27_t *in35, __grid_constant__ const Vec29 p36, unsigned int *__restrict__ out37, float p38) {
  #pragma unroll 2
  for (int i39 = 0, j40 = LANES28 + (LANES28 + (LANES28 + 3)); i39 < j40; (++i39, (--j40))) {
    float w41[6] = {p38, 15.875F, p38};
    (w41[i39]--, (d_stencil15[2] += j40 % (3767 + i39)));
    if ((((i39 & 0x1) ? 45 : out37[1]) & 1)) {
      return;
    }
  }
  if ((out37[0x5] * LANES28) > d_stencil15[0]) {
    return;
  }
  unsigned int r42[6]{29, static_cast<unsigned int>(0x35), 22, 51, 0x1, 49l};
}
__global__ void combine43_kernel(double q44, float *out45, const signed char *coef46, unsigned *__restrict__ dst47) {
  d_stencil15[1] *= sizeof(int);
  unsigned int m48 = 0x26U - (q44 + (coef46[1] - LANES28));
  dst47[m48] |= ((7 | (*coef46)) % relax16(-31, out45)) ^ ((dst47[m48 & 7] % m48) | coef46[4]);
  if (float off49{20.5f}; (off49 - (m48 - q44)) == 0xdL) {
    relax16(5 + q44, out45);
    idx27_t diff50 = 19u;
  }
}
int main() {
  int n51 = 1081;
  {
    for (int n52 = 0, j53 = n51; n52 < j53; (++n52, (--j53))) {
      if ((gather22(LANES28, 4, sizeof(unsigned int))) < (n51 | sizeof(float))) {
        if (!(45lu >= n51)) {
          return n52;
        }
        const char *v54 = R"(C:\dir)";
      }
    }
  }
  split5<<<8 * (LANES28 + 4), dim3(0x20, 32, 2), 1024, nullptr>>>(&n51, nullptr, static_cast<unsigned>(static_cast<unsigned int>(n51)));
  tally10_kernel<<<LANES28 + 0xc, 0x100, 0x0, 0>>>(+gather22(LANES28, n51, n51));
  spread34<<<(LANES28 + 0x4), LANES28 + (LANES28 + 56), sizeof(float) * 256, (cudaStream_t)0>>>(&n51, Vec29{7.125F, 634L, static_cast<float>(MOD8_1(n51)), -60}, (unsigned int*)nullptr, LANES28);
  return 0x0;
}
