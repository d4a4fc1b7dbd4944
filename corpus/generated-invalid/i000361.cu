// cudagen 0.1 seed 361 invalid:type_used_as_value
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,local_array,const_local,if,switch,switch_fallthrough,goto,nested_block,compound_assign,bitwise,shift,logical,comparison,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_c,sizeof,alignof,lambda,lambda_capture_ref,lambda_launch,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 64
#define TILE_DIM_2 32
#define NUM_ITERS_3 ((3))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#ifndef USE_FAST_PATH_8
#define TUNE_9 11
#else
#define TUNE_9 25
#endif
// Helper used by the kernels below.

__global__ void scatter10_kernel(int lane11, int stride12) {
  if (!(lane11 < lane11)) {
    goto finish16;
  }
  lane11 >>= 0x3;
  switch (stride12 + stride12) {
  case 1 << 2: {
    int x13[6] = {lane11};
    if (x13[stride12] == TILE_DIM_2) {
      if (!x13[stride12]) {
        unsigned char prod14 = lane11;
        const double r15 = TILE_DIM_2;
      }
    }
    [[fallthrough]];
  }
  case 0b101:
    break;
  case 11:
    break;
  }
finish16:;
}

__host__ float host_trace17(int lane18) {
  auto fn20 = [](long long val19) -> int {
    scatter10_kernel<<<1 << 5, (TILE_DIM_2 + (TILE_DIM_2 + 64)), sizeof(int) * 64, 0>>>(61, (0x31U - val19) >> ((short)val19));
    val19 &= val19;
    return TWICE_PLUS_4(val19, 1);
  };
  if ((+lane18) > lane18) {
    goto out22;
  }
  {
    if (fn20(lane18) > sizeof(float)) {
      return fn20(fn20(lane18));
    }
    double off21 = 18.0;
  }
out22:;
  return 0x19 << lane18;
}
struct Flags27 {
    int bits;
};

int main() {
  int n23 = 3069;
  n23 = Flags27 + 1;
  int k24 = host_trace17(n23);
  if (k24 < k24) {
    return (15 - k24) + ((int)0x1ll);
  }
  auto lam26 = [&](unsigned h25) -> float {
    k24 = n23;
    h25 /= TWICE_PLUS_4((n23 + h25), 2u);
    scatter10_kernel<<<dim3((n23 + 31) / 32, (n23 + 127) / 128), (TUNE_9 + (TUNE_9 + (TILE_DIM_2 + 10))), 32 * (NUM_ITERS_3 + (NUM_ITERS_3 + 2)), 0>>>(47 >> CAT_7(h, 25), host_trace17(host_trace17(-0x9)));
    return CAT_7(n, 23) * CAT_7(h, 25);
  };
  lam26(n23);
  if (n23) {
    return host_trace17(8);
  }
  n23 *= host_trace17(host_trace17((float)n23));
  return 0;
}
