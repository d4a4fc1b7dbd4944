// cudagen 0.1 seed 523 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_device_function,host_function,static_host_function,main,device_var,shared_var,static_shared,constexpr_var,local_array,auto_var,namespace,if,for,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,lambda,lambda_init_capture,lambda_generic,macro_object,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8

#if BLOCK_SIZE_1 == 8
#define CONFIG_2 2
#else
#define CONFIG_2 20
#endif

__global__ void __launch_bounds__(1024) probe3_kernel(int n4, int *dst5, int len6)
{
  auto val7 = 33ULL;
  ++dst5[0];
  dst5[val7 & 7] = ((val7 >= dst5[val7]) ? 1 : 471ull) - ((n4 - len6) + (*dst5));
  if ((*dst5) == len6) {
    len6 = ((val7 != val7) ? val7 : n4);
    constexpr double w8 = 13.;
  }
  long idx9 = sizeof(float);
}

__host__ __device__ int smooth10(int n11, float *__restrict__ data12)
{
  unsigned int prod13 = BLOCK_SIZE_1;
  for (int i14 = 0; i14 < n11; ++i14) {
    if ((n11 - 41) == ((n11 - n11) % i14)) {
      unsigned int stride15 = (((data12[4] > n11) && (n11 == 46)) ? (i14 - 36) : CONFIG_2) - (36 + n11 + (CONFIG_2 << n11));
      bool idx16 = data12[7] >= ((char)i14);
    }
  }
  return 7;
}

template <typename T, int N>
__global__ void __launch_bounds__(128) accum17(T alpha18, T *__restrict__ acc19, int stride20, T *buf21)
{
  T f22(stride20 + (52l + stride20));
  if ((*acc19) == 50L) {
    __shared__ float sh_23;
    f22 = sh_23;
    if ((f22 < BLOCK_SIZE_1) && (buf21 != nullptr)) {
      return;
    }
  }
  constexpr short e24 = 60;
  T lo25 = ((N + stride20) >> 3) * smooth10(N % stride20, nullptr);
}
// Layout: row-major, no padding.

__device__ __noinline__ void smooth26(double beta27, unsigned int *__restrict__ out28)
{
  beta27 = smooth10((59 - (*out28)) << (*out28), reinterpret_cast<float*>(out28));
  for (int i29 = 10; i29 > 0; --i29) {
    smooth10(37u, reinterpret_cast<float*>(out28));
    float val30[2] = {};
    for (int j31 = i29; j31 > 0; --j31) {
      float tmp32{19.25F};
      tmp32 = (int)((58 - i29) ^ smooth10(CONFIG_2, &tmp32));
    }
  }
}
__device__ int d_drift33;

namespace detail34 {
template <typename T>
__global__ void mix35(const T *__restrict__ coef36)
{
  if (((d_drift33 + 57) % smooth10(BLOCK_SIZE_1, (float*)nullptr)) <= smooth10(*coef36, (float*)nullptr)) {
    int t37[3] = {};
    t37[d_drift33] = smooth10(smooth10(coef36[7], nullptr) * smooth10(*coef36, nullptr), (float*)nullptr);
  }
}

__global__ void fuse38(int n39, unsigned char b40)
{
  float lim41 = d_drift33;
  constexpr int idx42 = 50U;
  __shared__ signed char sh_43[8];
  static __shared__ int sh_44[32];
  n39 = b40;
  d_drift33 = (double)sh_43[d_drift33 & 7];
}

template <typename T>
__global__ void __maxnreg__(128) gather45(const T *coef46)
{
  if ((((d_drift33 == coef46[d_drift33 & 7]) ? d_drift33 : coef46[6]) - smooth10(49u, nullptr)) >= (coef46[d_drift33] * (*coef46))) {
    auto h47 = 21.5 * (coef46[d_drift33] + d_drift33);
  }
  if (d_drift33 == 10L) {
    if (d_drift33 < BLOCK_SIZE_1) {
      return;
    }
  }
  d_drift33 = 28;
}
} // namespace detail34

static size_t host_split48(int count49)
{
  probe3_kernel<<<(count49 + 127) / 128, 8 * (CONFIG_2 + 2), sizeof(double) * 256>>>((count49) % 2993ul, nullptr, smooth10(30l, (float*)nullptr) | (count49));
  auto op52 = [res50 = smooth10(count49, nullptr)](auto u51) {
    u51 = (6 + smooth10(res50, (float*)nullptr)) / (smooth10(res50, nullptr) * (38 + u51));
    u51 = u51;
    return u51 * 2;
  };
  op52(count49);
  constexpr double v53 = 16.875F;
  for (int n54 = 0; n54 < 7; ++n54) {
    for (int it55 = 0; it55 < count49; it55++) {
      count49 = count49;
    }
  }
  probe3_kernel<<<(count49 + 127) / 128, 512, sizeof(int) * 128, nullptr>>>(smooth10(v53 * count49, nullptr), (int*)nullptr, -35);
  return smooth10(op52(count49), nullptr);
}

int main()
{
  int len56 = 3639;
  detail34::gather45<long><<<dim3((len56 + 127) / 128, 4), 256>>>((const long*)nullptr);
  int mid57 = (unsigned long)len56;
  char t58 = mid57 * smooth10(len56 + 1L, nullptr);
  float cnt59 = -mid57;
  accum17<float, 3><<<(1), 64, 0>>>((!(mid57 <= t58)) ? (cnt59) : cnt59, (float*)nullptr, t58 - host_split48(cnt59), &cnt59);
  detail34::mix35<int><<<1, dim3((mid57 + 127) / 128), sizeof(int) * 32, nullptr>>>(&mid57);
  detail34::fuse38<<<1, BLOCK_SIZE_1 + 24, 1 << 10>>>((unsigned)(BLOCK_SIZE_1 / len56), host_split48(smooth10(605, nullptr)));
  return 0;
}
