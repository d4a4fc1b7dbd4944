// cudagen 0.1 seed 431 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,device_var,constant_var,local_array,struct,struct_methods,struct_template,operator_overload,anon_namespace,if,if_init,goto,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,method_call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,lambda_launch,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__global__ void stencil6_kernel(const size_t *in7, signed char *dst8) {
  int hi9 = ADD3_2((static_cast<short>(dst8[3])), in7[1], in7[3]) * ADD3_2((*in7) + 052, 55, *dst8);
  hi9 = 59;
  long long q10(in7[3]);
  dst8[hi9] = 62;
  int y11 = q10;
  ACCUM_3(hi9, (43));
  unsigned char k12 = in7[q10];
}

template <typename T>
struct Acc13 {
  T id14;
  __host__ __device__ T scale15() const {
    int val16 = ((50));
    return sizeof(T) * (id14 - val16);
  }
};

struct Stats17 {
  unsigned vel18;
  unsigned long flag19;
  int flag20;
  int z21;
  __host__ __device__ void apply22(char e23) {
    z21 = e23;
  }
};

inline __host__ __device__ Stats17 operator+(Stats17 a, Stats17 b) {
  Stats17 r = a;
  r.vel18 += b.vel18;
  r.flag19 += b.flag19;
  r.flag20 += b.flag20;
  r.z21 += b.z21;
  return r;
}
static __device__ Acc13<double> d_apply24;

int run_count25(int len26, float beta27, long *acc28) {
  if (acc28[len26] * acc28[2]) {
    return beta27;
  }
  ([=]() mutable {
    stencil6_kernel<<<dim3((32), (len26 + 255) / 256, (64)), 0400, sizeof(double) * 32, 0>>>(reinterpret_cast<const unsigned long*>(acc28), nullptr);
    ++acc28[len26];
    (*acc28) = acc28[len26];
  })();
  if (unsigned char x29(beta27); len26 == (12ul)) {
    (*acc28) = 36;
    ACCUM_3(x29, (beta27 * (x29 + (x29 + len26))));
  }
  return -5;
}

template <typename T, class U>
__global__ void __launch_bounds__(2 * 16) probe30_kernel(T *acc31) {
  if (41 <= d_apply24.id14) {
    goto finish33;
  }
  acc31[7] = d_apply24.scale15();
  if (acc31[2] <= (20u * (*acc31))) {
    U acc32{static_cast<U>(d_apply24.scale15())};
    if (d_apply24.scale15() == (sizeof(int))) {
      d_apply24 = d_apply24;
      ACCUM_3(acc31[4], (acc32));
    }
  }
finish33:;
}

namespace {
__global__ void __launch_bounds__(sizeof(int) * 64, 1) grow34(double *dst35, float *buf36, int *dst37, const int *input38) {
  dst35[0] = (int(input38[2]) + (9.5 - buf36[7])) * ((input38[0]) / dst37[3]);
  dst37[4] = 3273;
  d_apply24 = d_apply24;
  if (static_cast<unsigned char>(d_apply24.id14) > 14) {
    return;
  }
}
__constant__ double c_merge39 = 12ul;
} // namespace

int main() {
  int n40 = 1'927;
  auto lam43 = [](unsigned prod41) -> float {
    prod41 = MOD8_1(prod41 + 27);
    float z42{2.0f};
    return run_count25(prod41, -22.875f, nullptr);
  };
  lam43(n40);
  n40 = (56 - n40) + MOD8_1(n40);
  long x44[7]{3, -55, 2l, 5, 29, 64, 010l};
  x44[5] = n40;
  probe30_kernel<int, float><<<(n40 + 63) / 64, 512, 1024 * 4, (cudaStream_t)0>>>(&n40);
  grow34<<<(n40 + 63) / 64, 64>>>((double*)nullptr, static_cast<float*>(nullptr), &n40, &n40);
  return 0;
}
