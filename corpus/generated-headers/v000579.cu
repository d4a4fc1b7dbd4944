// cudagen 0.2 seed 579 valid headers
// features: kernel,restrict_params,launch,launch_dim3,host_device_function,main,shared_var,extern_shared,constexpr_var,const_local,if,for,do_while,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,pp_if,pp_undef,comments,explicit_specialization,if_constexpr,type_traits,hdr_cmath
#include <cuda_runtime.h>
#include <utility>

#define RADIUS_1 8
#define TILE_DIM_2 5
#define HALF_3(x) ((x) / 2)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if TILE_DIM_2 % 2 == 0 || TILE_DIM_2 < 4
#define CONFIG_7 6
#else
#define CONFIG_7 9
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 8
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
// NOTE: keep in sync with the host reference.

__host__ __device__ float accum9(long long* __restrict__ out10) {
  --out10[4];
  int* q11 = reinterpret_cast<int*>(out10);
  const int acc12 = out10[6];
  double f13 = q11[acc12];
  int e14 = sqrtf(2ll) - fminf(8UL, acc12);
  (void)e14;
  if (acc12 == 19) {
    goto done15;
  }
  expf(f13 + 24.625f);
done15:;
  return (((acc12) & 1) ? 14.125f : acc12) - acc12;
}
template <typename T> struct IsReal17 { static constexpr bool value = false; };
template <> struct IsReal17<float> { static constexpr bool value = true; };
template <> struct IsReal17<double> { static constexpr bool value = true; };
template <typename T>
int classify16(T v) {
  if constexpr (IsReal17<T>::value) {
    return static_cast<int>(v * 5);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}
// Computes one element per thread.

inline __host__ __device__ long long sweep18(int len19, float b20, int stride21) {
  float* base22 = &b20;
  base22[7] = fmaxf(b20, stride21 | (stride21 - stride21));
  stride21 = (stride21) + b20;
  base22[stride21] = stride21;
  b20 = CONFIG_7;
  char acc23{static_cast<char>(u8'z')};
  (void)acc23;
  const size_t z24 = 30 | len19;
  (void)z24;
  return stride21;
}

__global__ void update25_kernel(float* __restrict__ buf26, int* __restrict__ acc27, int count28, int count29) {
  extern __shared__ char dyn_30[];
  buf26[2] = RADIUS_1;
  (--dyn_30[count29 & 7], (dyn_30[count28] = buf26[count28]));
  long acc31 = sweep18(acc27[6], fabsf(8.25f), *acc27) | (((6u < (*acc27)) || (44 >= buf26[1])) ? CONFIG_7 : dyn_30[count29]);
  constexpr float k32 = 0.75f;
  (void)k32;
  for (int i33 = 3; i33 > 0; --i33) {
    acc31 = 23UL;
    unsigned int prod34 = (sweep18(11, 3.875f, CONFIG_7) ^ 55ULL) - 56;
    (void)prod34;
  }
}

int main() {
  int len35 = 2505;
  int pass36 = 0;
  do {
    len35 = fminf(TILE_DIM_2, len35);
    dim3 stride37(512, (CONFIG_7 + (TILE_DIM_2 + 15)) * 8);
    (void)stride37;
    ++pass36;
  } while (pass36 < 7);
  if (len35 == len35) {
    return pass36;
  }
  update25_kernel<<<4, CONFIG_7 + 247>>>((float*)nullptr, &len35, (len35 += pass36, (-3986)) | 28ll, fmaxf(14.125f, 7.125F));
  return 0;
}
