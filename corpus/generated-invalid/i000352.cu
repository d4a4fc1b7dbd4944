// cudagen 0.1 seed 352 invalid:typedef_conflict
// features: kernel,launch_bounds,maxnreg,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,device_template_function,host_function,main,constexpr_var,namespace,if,for,goto,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_reinterpret,sizeof,macro_object,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 256
#define CHUNK_2 (CHUNK_1)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 46
#endif
#if CHUNK_2 == 256
#define CONFIG_7 6
#elif CHUNK_2 < 0
#error unreachable configuration
#else
#define CONFIG_7 18
#endif
#undef TUNE_6
#define TUNE_6 48

namespace ops8 {
__global__ void __maxnreg__(128) pack9(long *data10, float *dst11, char beta12) {
  int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int lo14 = 43;
  static_assert((CONFIG_7 + (CONFIG_7 + 5)) == 17, "bad config");
}

__device__ __noinline__ unsigned int bump15(float alpha16, signed char q17, int stride18) {
  if (((-stride18) & 1)) {
    goto done19;
  }
  alpha16 /= (~stride18) + ((stride18 | CONFIG_7) * blockIdx.x);
  if (threadIdx.y < q17) {
    return 54;
  }
done19:;
  return q17;
}

__global__ void __launch_bounds__(sizeof(int) * 16) bump20_kernel(int lane21, int lane22, int lane23, int count24) {
  int gid25 = threadIdx.x;
  if (gid25 >= lane21) {
    return;
  }
  float base26 = count24;
  for (int n27 = 0; n27 < 16; ++n27) {
    lane21 -= int(lane23) * threadIdx.x;
    static_assert((sizeof(int) * 3) == 12, "bad config");
    (--base26, (lane21 = gridDim.y));
  }
  lane22 = lane22 / 'z';
}
} // namespace ops8

template <typename T, int N = 3>
__device__ __noinline__ T pivot28(T q29) {
  (q29++, (q29 = q29));
  if ((q29 += sizeof(T), threadIdx.x)) {
    goto done30;
  }
  q29 *= (q29 += TUNE_6, gridDim.y);
  if (q29 == CONFIG_7) {
    return 20 | (~threadIdx.x);
  }
  q29 -= 17.25;
done30:;
  return threadIdx.x % N;
}

__host__ int march31(int count32, int *acc33, int *out34) {
  ops8::pack9<<<(count32 + 127) / 0b10000000, CONFIG_7 + 0172, 0>>>(reinterpret_cast<long*>(out34), reinterpret_cast<float*>(out34), 21l);
  if (acc33 == nullptr) {
    goto out36;
  }
  ops8::bump20_kernel<<<(count32 + 0177) / 128, 64, 0>>>(count32, (CHUNK_2 - acc33[count32 & 7]) - CONFIG_7, (count32 += count32, ((*out34) | count32)), 11ul - (~count32));
  for (int it35 = count32; it35 > 0; --it35) {
    count32 = short(0b101111);
  }
  ops8::pack9<<<1, 64>>>(reinterpret_cast<long*>(out34), reinterpret_cast<float*>(acc33), out34[count32]);
out36:;
  return 042 + count32;
}
typedef int value_t38;
typedef float value_t38;

int main() {
  int size37 = 2501;
  size37 = size37 | (size37 - (size37 & size37));
  size37 = size37;
  return 0;
}
