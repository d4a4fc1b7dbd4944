// cudagen 0.1 seed 670 invalid:ambiguous_overload
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,default_args,main,constexpr_var,local_array,if,for,pragma_unroll,do_while,switch,goto,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define CAT_3(a, b) a##b

template <class T>
__global__ void tile4_kernel(const T *in5, const double *coef6) {
  T k7((static_cast<double>(*coef6)));
}

double run_norm8(long *__restrict__ out9, unsigned int beta10, int stride11 = -11) {
  const char *y12 = R"xy(a "quoted" )word)xy";
  stride11 = out9[stride11];
  for (int n13 = 0; n13 < 8; ++n13) {
    int q14 = n13;
    for (int it15 = 0; it15 < q14; ++it15) {
      stride11 = beta10 + 47;
      stride11 = 32;
    }
  }
  return y12[1];
}

__global__ void __launch_bounds__(256) grow16_kernel(const int *__restrict__ in17) {
  for (int n18 = 0; n18 < 11; n18++) {
    unsigned char cnt19[1 << 2] = {021l, static_cast<unsigned char>(CAT_3(n, 18) * n18), 46, static_cast<unsigned char>(48u + in17[n18])};
    cnt19[n18]--;
    cnt19[2]++;
  }
}

__global__ void trace20(const long *__restrict__ in21, unsigned int *dst22, short p23) {
  switch (dst22[3]) {
  case sizeof(unsigned int) * 2: {
    int h24 = 43l;
    int z25 = 14u;
    break;
  }
  case 0:
    break;
  case 9:
    (*dst22) = p23;
    break;
  case 10:
    break;
  }
}
/* Layout: row-major, no padding. */

__global__ void bump26_kernel(double alpha27, int *out28, long *dst29, const int *__restrict__ input30) {
  alpha27--;
  if (55 >= ((*out28) * 010723UL)) {
    goto done31;
  }
  dst29[4]++;
  alpha27++;
  if (input30 == nullptr)
    return;
done31:;
}

template <class T, typename U>
__global__ void split32_kernel(U alpha33, const int *__restrict__ src34, int stride35, int *__restrict__ buf36) {
  buf36[4] = 2791ULL;
  if ((alpha33 - sizeof(U)) >= (*buf36))
    return;
}

__global__ void __launch_bounds__(sizeof(int) * 8, 4) spread37_kernel(float *buf38, int *__restrict__ data39) {
  int k40 = 0;
  data39[6] = data39[k40];
}

template <typename T, int N>
__global__ void trace41_kernel(T *__restrict__ dst42, int stride43, const T *in44, const T *src45) {
  int w46 = 0;
  do {
    stride43 = 16 * ((short)dst42[3]);
    #pragma unroll 8
    for (int i47 = stride43; i47 > 0; --i47) {
      double idx48[8]{23.375, static_cast<double>(N), 6.0, -45, -15.625f, 0x1p2, 11.75, 9.0};
      T w49 = 0x1p0;
    }
    ++w46;
  } while (w46 < 13);
}
int pick_53(long a)
{
    return 1;
}
int pick_53(short a)
{
    return 2;
}

int main() {
  int len50 = 4016;
  len50 = pick_53(len50);
  tile4_kernel<int><<<dim3((512), (len50 + 31) / 32, (len50 + 255) / 256), sizeof(int) * 8, 0>>>(&len50, static_cast<const double*>(nullptr));
  trace41_kernel<long, 7><<<(len50 + 127) / 128, 16 * 8>>>(static_cast<long*>(nullptr), run_norm8(static_cast<long*>(nullptr), '\101'), nullptr, nullptr);
  for (int it51 = 0; it51 < len50; ++it51) {
    for (int it52 = 0; it52 < 6; ++it52) {
      len50 = (CAT_3(it, 51) + (CAT_3(it, 51) - it51)) * len50;
      --len50;
    }
  }
  grow16_kernel<<<dim3(64, 1 << 6), (64), sizeof(double) * 128>>>(&len50);
  trace20<<<dim3(sizeof(int)), 64>>>((const long*)nullptr, (unsigned*)nullptr, run_norm8(nullptr, 1, 3049u) * len50);
  bump26_kernel<<<dim3(128), 32>>>(49U + (len50 - 10.25F), nullptr, nullptr, (const int*)nullptr);
  return 0;
}
