// cudagen 0.1 seed 248 invalid:static_virtual_member
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,device_function,device_forceinline,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,namespace,if,for,pragma_unroll,do_while,switch,switch_fallthrough,goto,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_reinterpret,sizeof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define WARPS_1 64
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#if WARPS_1 % 2 == 0 || WARPS_1 < 4
#define CONFIG_5 1
#else
#define CONFIG_5 9
#endif
enum State6 { MUL7, HIGH8 = 4 };
constexpr float kD9 = 3.75F;

__global__ void combine10(double beta11, unsigned* __restrict__ dst12)
{
  extern __shared__ double dyn_13[];
  switch (dst12[6] + 17) {
  case 11:
    break;
  case 1 << 1: {
    beta11 *= 8.875f;
    double q14 = dyn_13[3] - kD9;
    break;
  }
  case 0x0:
    break;
  case sizeof(float) * 2:
    beta11 = ((*dst12) + (*dst12)) << ((0x3d + dst12[6]) - (052 - dst12[3]));
    break;
  default:
    if (dst12 != nullptr)
      break;
    break;
  }
  int v15 = beta11;
}

__device__ int smooth16(int count17, int stride18)
{
  int iter19 = 0;
  do {
    State6 mid20 = MUL7;
    ++iter19;
  } while (iter19 < 0xA);
  char res21 = kD9 + CAT_4(count, 17);
  return ((iter19 * MUL7) << (21 - CAT_4(count, 17)));
}

namespace util22 {
__device__ __forceinline__ void probe23(double* __restrict__ data24, int stride25, unsigned short q26)
{
  #pragma unroll
  for (int n27 = 0; n27 < stride25; n27 += 2) {
    switch (n27 + CONFIG_5) {
    case 1: {
      constexpr float r28 = 22.5f;
      [[fallthrough]];
    }
    case CONFIG_5 + (HIGH8 + 6): {
      data24[1] = stride25;
      int stride29[0x3 * 2] = {int(stride25 - kD9), 44, 41, 3368ul, 46};
      break;
    }
    }
    char tmp30 = ((sizeof(int) + q26) << (n27 * 0b101)) + ((stride25 - MUL7) - n27);
  }
}

static __global__ void grow31_kernel(int* data32)
{
  int pass33 = 0;
  do {
    (*data32) = pass33;
    ++pass33;
  } while (pass33 < pass33);
  double base34 = (-(*data32)) * double(23.5);
  constexpr float stride35 = 16.75f;
}
} // namespace util22

void check_pivot36(int* acc37)
{
  float m38[2] = {};
  m38[1]--;
  m38[1] -= m38[0b0];
  State6 k39 = MUL7;
  if (k39 != k39) {
    goto out40;
  }
  combine10<<<dim3(256), 4 * (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 13)))>>>((MUL7 + m38[1]) * 0x7, reinterpret_cast<unsigned int*>(acc37));
out40:;
}
struct Node_42 {
    static virtual void visit() {}
};

int main()
{
  int count41 = 3597;
  util22::grow31_kernel<<<dim3((CONFIG_5 + 1) * (CONFIG_5 + 1)), CONFIG_5 + 511>>>(&count41);
  util22::grow31_kernel<<<(count41 + 63) / 64, HIGH8 + 60>>>(&count41);
  return 0;
}
