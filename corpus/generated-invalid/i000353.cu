// cudagen 0.1 seed 353 invalid:duplicate_parameter
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,grid_constant,launch,launch_shared_mem,host_function,main,shared_var,extern_shared,host_global,constexpr_var,auto_var,const_local,struct,class_private,aligned_struct,if,for,while,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 8
#define TILE_DIM_2 128
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 54
#endif

__global__ void reduce6(int len7)
{
  ACCUM_3(len7, (len7 * ((len7 | len7) - (3 * len7))));
  unsigned short h8 = len7;
  int prod9(static_cast<unsigned char>(043 & len7) | (((h8 | len7) < h8) ? ((len7 <= len7) ? TUNE_5 : 33ul) : h8));
  bool v10 = h8 <= 16;
}
static double g_kick11;
static_assert(sizeof(int) == 0x4, "size check");

class Particle12 {
  int id13;
  unsigned char mass14;
public:
  __host__ __device__ Particle12(int init16, unsigned char b17) : id13(init16), mass14(b17) {}
  __host__ __device__ int scale18() const
  {
    if (!mass14) {
      return (7 << mass14) >> id13;
    }
    return ~id13;
  }
};

struct alignas(8) Node19 {
  int w20;
  double lo21;
};

__global__ void grow22(float *dst23, __grid_constant__ const Particle12 alpha24, int stride25)
{
  stride25 = static_cast<int>((stride25 >= (*dst23)) ? 3434 : 4) * (0x27L + (dst23[0x4]));
  stride25 -= (static_cast<float>(int(CHUNK_1)));
  dst23[stride25 & 7] *= dst23[0x3] - (45 + dst23[2]);
}

static __global__ void clamp26(int lane27)
{
  extern __shared__ float dyn_28[];
  for (int it29 = 0; it29 < 14; ++it29) {
    dyn_28[3] *= 1.625F / ((dyn_28[3]) / (it29 | 5));
  }
  lane27 = ((~lane27) + lane27) | (lane27 - ((lane27 < lane27) ? TILE_DIM_2 : lane27));
  int w30 = 0;
  while (w30 < 0xE) {
    Particle12 h31{lane27, static_cast<unsigned char>(dyn_28[lane27 & 0x7])};
    dyn_28[lane27] *= TUNE_5;
    ++w30;
  }
  auto f32 = lane27 << 0;
}

template <typename T, class U>
__global__ void filter33_kernel(T alpha34, int n35, long long q36, int len37)
{
  const int tmp38 = -(static_cast<int>(49) - ((n35 < 23) ? 1 : alpha34));
  if (((tmp38 % tmp38) >= tmp38) || (!(alpha34 != q36))) {
    static_assert(sizeof(int) == 0x4, "tile must fit");
  }
  Node19 t39 = Node19{};
  int x40 = ((TUNE_5 / q36) + 0x7) - (((61L != len37) ? 0x113 : len37) - q36);
}

float run_march41(const unsigned long *src42, const Node19 &p43, int lane44)
{
  auto flag45 = ((~(*src42)) + 014) - (src42[0] % src42[6]);
  int *res46 = nullptr;
  reduce6<<<(lane44 + 63) / 64, (512)>>>(45ULL * (g_kick11));
  auto off47 = lane44 >> 3;
  int stride48 = (res46[flag45]);
  clamp26<<<0x80, 1 << 6, sizeof(float) * 256>>>(46);
  return static_cast<unsigned>(stride48) - lane44;
}
int combine51(int a, int a)
{
    return a;
}

int main()
{
  int n49 = 2054;
  float flag50 = float(g_kick11);
  grow22<<<(n49 + 255) / 0x100, 32>>>(static_cast<float*>(nullptr), Particle12((g_kick11), 040 * g_kick11), n49);
  n49 = -0xBl;
  if (((n49 - 0x2l) | (5 - n49)) < (n49 & 23ul)) {
    if (35 <= int(n49)) {
      return static_cast<int>(n49 / 63);
    }
    ACCUM_3(g_kick11, (((g_kick11 - n49) <= (39 % n49)) ? flag50 : g_kick11));
  }
  filter33_kernel<float, long><<<TILE_DIM_2 + 0x180, TUNE_5 + 0xca, 0>>>(int(56L), TUNE_5, (n49 + n49) ^ (24U & n49), 3861);
  return 0;
}
