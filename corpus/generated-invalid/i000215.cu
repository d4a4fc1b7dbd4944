// cudagen 0.1 seed 215 invalid:type_used_as_value
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,operator_overload,enum_class,if,while,switch,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 32
#define WARPS_2 ((8))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

struct Stats7 {
  float z8, y9;
  double sum10;
};

inline __host__ __device__ Stats7 operator+(Stats7 a, Stats7 b)
{
  Stats7 r = a;
  r.z8 += b.z8;
  r.y9 += b.y9;
  r.sum10 += b.sum10;
  return r;
}

__device__ float warp11(int lane12, bool beta13)
{
  (--lane12, (beta13 = CAT_6(lane, 12) >= ((unsigned)'A')));
  __shared__ unsigned int sh_14[128];
  __shared__ float sh_15[128];
  int iter16 = 0;
  while (iter16 < iter16) {
    Stats7 s17 = Stats7{'0', 4.f, 0x491ull};
    ++iter16;
  }
  int y18 = TILE_DIM_1;
  return sh_15[y18 & 127] * (7 & iter16);
}
enum class Kind19 : long { Blue20, Low21, Red22, Add23 };

static __global__ void __launch_bounds__(0x20) pivot24(int stride25, const unsigned* coef26)
{
  extern __shared__ int dyn_27[];
  warp11(coef26[stride25 & 7], ~stride25);
  dyn_27[stride25] = warp11(warp11(warp11(stride25, dyn_27[0x5] <= coef26[5]), stride25 != stride25), coef26[stride25] != (+dyn_27[stride25]));
  stride25 = *coef26;
  float tmp28 = warp11((stride25 += *coef26, 43), warp11(stride25 - 0lu, (*coef26) > stride25) == TILE_DIM_1);
  Stats7 z29{17.125f, 56, 4.25f};
}

__device__ int blend30(int len31)
{
  warp11(float(20.75f), true);
  len31 = warp11(len31, ('z' - len31) >= (~((int)len31)));
  return (len31 % (WARPS_2 % len31)) % len31;
}

__global__ void __launch_bounds__(64, 0x3) trace32(unsigned int* __restrict__ data33, int len34)
{
  warp11(warp11(3lu, len34 == len34), ((float)(len34 * 'a')) < (~(*data33)));
  warp11(TILE_DIM_1 | ((unsigned char)len34), *data33);
  switch (~(*data33)) {
  case 7:
    data33[len34] = len34 + (len34 * (len34 | len34));
    (*data33) = blend30(len34) ^ data33[0];
    break;
  case (0):
    data33[len34 & 7] = ((data33[1] - data33[1]) + len34) | 11l;
    break;
  }
  if (data33[0] < 0x20)
    return;
}

__global__ void step35(int* data36, int len37, long long* buf38)
{
  extern __shared__ int dyn_39[];
  __shared__ float sh_40[WARPS_2 * 4];
  int r41((sh_40[len37 & 31] += data36[len37], blend30(15 - dyn_39[7])));
  int w42 = 0;
  while (w42 < 0x2) {
    r41 = 023l;
    warp11(r41, len37 == (0x1C * sh_40[r41]));
    buf38[0] = +w42;
    ++w42;
  }
  __shared__ Stats7 sh_43[128];
}

int clamp44(const double* input45)
{
  short cnt46{static_cast<short>(input45[7])};
  trace32<<<256, (64)>>>((unsigned int*)nullptr, input45[cnt46]);
  int diff47[3] = {'A', 58};
  diff47[2] = (cnt46 += WARPS_2, (input45[cnt46 & 7] - diff47[0x0]));
  unsigned int base48[(6)] = {};
  return -((float)input45[4]);
}
struct Flags51 {
    int bits;
};

int main()
{
  int count49 = 3320;
  count49 = Flags51 + 1;
  count49 = clamp44((const double*)nullptr);
  count49 = (float)float(18.625F);
  int u50[6] = {};
  pivot24<<<(count49 + 127) / 128, (32)>>>(u50[4] % (u50[count49] - L'#'), (const unsigned int*)nullptr);
  step35<<<(count49 + 31) / 32, 32 * 4>>>(u50, (u50[count49] & CAT_6(count, 49)) * (count49 ^ 48UL), (long long*)nullptr);
  return 0;
}
