// cudagen 0.1 seed 2390 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,device_template_function,host_function,main,constexpr_var,auto_var,struct,if,if_init,for,bitwise,shift,comma,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,alignof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define CAT_2(a, b) a##b

__global__ void spread3(double *__restrict__ out4, int *__restrict__ acc5, unsigned int *__restrict__ dst6) {
  int tid7 = threadIdx.x;
  int r8{5};
  out4[threadIdx.x & 7] = NUM_ITERS_1;
  int idx9 = out4[3];
}

template <class T, class U>
__host__ __device__ float smooth10(const U *__restrict__ input11, const U *__restrict__ in12, const T *__restrict__ input13) {
  auto idx14 = in12[5] - 4;
  for (int j15 = 0; j15 < 14; ++j15) {
    for (int it16 = 0, j17 = j15; it16 < j17; (++it16, (--j17))) {
      idx14 = *in12;
      idx14 = 10;
    }
  }
  return input11[4] - ((-idx14) + (*input13));
}
/* Computes one element per thread. */

struct Span18 {
  float flag19;
  unsigned int count20;
};

int warp21(Span18 alpha22, const int *__restrict__ src23) {
  alpha22 = alpha22;
  int tmp24 = 47u;
  spread3<<<2, 1 << (NUM_ITERS_1 + 3)>>>((double*)nullptr, static_cast<int*>(nullptr), nullptr);
  dim3 idx25 = dim3(NUM_ITERS_1 + (NUM_ITERS_1 + 8), (tmp24 + 127) / 128);
  tmp24 = alignof(int);
  float r26 = 2.75f;
  return 29;
}

int main() {
  int size27 = 2503;
  Span18 lim28 = Span18{15, 9u};
  dim3 stride29((size27 + 63) / 64);
  if (unsigned int sum30{26}; size27) {
    float off31 = warp21(Span18{static_cast<float>(-14.25f), 041}, (const int*)nullptr);
    off31 = lim28.count20;
  }
  return 0b0;
}
