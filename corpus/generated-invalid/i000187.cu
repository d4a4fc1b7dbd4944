// cudagen 0.1 seed 187 invalid:thread_local_device_var
// features: kernel,launch,launch_dim3,builtin_vars,device_function,host_function,main,constexpr_var,static_local,if,for,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,pp_ifdef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 12
#else
#define TUNE_2 62
#endif

inline __device__ float filter3(double alpha4) {
  signed char val5{static_cast<signed char>(alpha4)};
  --alpha4;
  --alpha4;
  return val5;
}

__global__ void probe6(int lane7, float q8) {
  filter3(TUNE_2);
  if (!(23 >= (lane7 + q8))) {
    if ((q8 * 57) == q8) {
      return;
    }
    if ((blockIdx.y == 17lu) || (q8 > q8)) {
      return;
    }
  }
}

unsigned blend9(size_t *data10, double *out11, int lane12) {
  data10[6] = 38lu - (lane12 - (out11[5] * (*data10)));
  lane12 = 57 * lane12;
  probe6<<<(lane12 + 127) / 128, dim3(1 << 2, 32, (lane12 + 127) / 128)>>>((39), lane12);
  static long w13 = 36;
  lane12 = lane12;
  w13++;
  probe6<<<(128), sizeof(float) * 8>>>(static_cast<unsigned int>(sizeof(float)) + static_cast<unsigned short>(lane12), (23.0f + w13) - ((*out11) + 11.0f));
  return out11[lane12];
}
__device__ thread_local int tl_var18;

int main() {
  int n14 = 2256;
  for (int n15 = 0; n15 < n14; ++n15) {
    if ((n15 + n14) > 58) {
      break;
    }
    for (int i16 = 0; i16 < n15; ++i16) {
      blend9(nullptr, nullptr, sizeof(unsigned));
      dim3 v17(1 << 1);
    }
  }
  return 0;
}
