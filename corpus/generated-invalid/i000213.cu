// cudagen 0.1 seed 213 invalid:private_member_access
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,const_local,if,for,pragma_unroll,goto,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define WARPS_2 32
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define CAT_4(a, b) a##b

__device__ __host__ void clamp5(int lane6 = 25) {
  static_assert(30 > 29, "tile must fit");
  lane6 = WARPS_2;
  lane6 = lane6;
  int prod7 = (lane6 + (lane6)) | lane6;
}
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(0x1 << 7) fuse8(const short* __restrict__ input9, int* out10, unsigned long b11) {
  extern __shared__ float dyn_12[];
  int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (dyn_12[6] <= 30) {
    goto done17;
  }
  #pragma unroll
  for (int i14 = 0; i14 < idx13; ++i14) {
    const long val15 = (((short)out10[7]) - (blockIdx.z | i14)) % (~(blockDim.x + 39lu));
    #pragma unroll
    for (int i16 = 0x0; i16 < 15; i16++) {
      dyn_12[idx13 & 7] = -18.0F;
    }
    (*out10) = (((out10[i14] != (*input9)) ? 35 : 8lu) | ((long)blockIdx.z)) | i14;
  }
  out10[gridDim.x] = (float)((int)(input9[5] & 24));
done17:;
}

void blend18(int lane19) {
  ++lane19;
  for (int n20 = 0; n20 < lane19; ++n20) {
    for (int j21 = 0; j21 < lane19; ++j21) {
      fuse8<<<dim3((n20 + 255) / 256, (n20 + 63) / 64), sizeof(unsigned int) * 32, sizeof(double) * 32, (cudaStream_t)0>>>(nullptr, &lane19, n20 ^ 45U);
      lane19 = TWICE_PLUS_3(j21, TWICE_PLUS_3(CAT_4(lane, 19), 011) - j21);
      lane19 = TWICE_PLUS_3(j21, 11l);
    }
  }
  const char* w22 = R"(raw \n text)";
}
class Counter24 {
    int count_;
public:
    Counter24(int c) : count_(c) {}
    int get() const { return count_; }
};

int main() {
  int count23 = 3203;
  Counter24 counter25(count23);
  count23 = counter25.count_;
  if (((CAT_4(count, 23) & 0x1) ? 030 : 18l) < CAT_4(count, 23)) {
    fuse8<<<dim3(RADIUS_1, 16), (512)>>>(nullptr, nullptr, count23);
    if (count23 > count23) {
      return CAT_4(count, 23);
    }
  }
  count23--;
  count23 = 0x1A;
  return 0x0;
}
