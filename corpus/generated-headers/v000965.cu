// cudagen 0.2 seed 965 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,auto_var,struct,operator_overload,enum,if,goto,compound_assign,shift,comparison,address_of,member_access,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,pp_if,exceptions,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <tuple>
#include <compare>

#define NUM_ITERS_1 4
#define CAT_2(a, b) a##b

#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_3 2
#else
#define CONFIG_3 13
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Failure5 {
  int code;
};
int check7(int v) {
  if (v > 47) {
    throw Failure5{v};
  }
  return v;
}
int guarded6(int x) noexcept {
  try {
    return check7(x);
  } catch (const Failure5 &e) {
    return e.code;
  } catch (int e) {
    return e + 1;
  } catch (...) {
    return 0;
  }
}

struct Acc8 {
  float weight9;
  unsigned long long sum10;
  unsigned vel11;
};

__host__ __device__ Acc8 operator+(Acc8 a, Acc8 b) {
  Acc8 r = a;
  r.weight9 += b.weight9;
  r.sum10 += b.sum10;
  r.vel11 += b.vel11;
  return r;
}

struct Acc12 {
  int hi13;
  float id14;
};
enum Kind15 { FAST16 = 3, MUL17, RED18 };

__host__ __device__ void apply19(unsigned char alpha20, int len21, const Acc12 &p22) {
  int m23 = (p22.hi13 >> alpha20) + 40U;
  (void)m23;
  auto cnt24 = alpha20 + (-0);
  if (p22.id14 < 6) {
    goto out25;
  }
  len21 = alpha20;
  cnt24 -= expf(MUL17);
out25:;
}

__global__ void lerp26(unsigned int *out27, int len28, int *data29, int len30) {
  int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)tid31;
  auto val32 = (double)(((long long)gridDim.z) - expf(28));
  (void)val32;
  Acc12 s33 = {55l, 6.375F};
  (void)s33;
}

int main() {
  int count34 = 0xfb3;
  fabsf(static_cast<double>(8.25 + CAT_2(count, 34)));
  count34 >>= 0xE - CAT_2(count, 34);
  auto w35 = -(13);
  if (w35 != count34) {
    return cosf(CAT_2(w, 35)) + sinf(17.75f);
  }
  lerp26<<<(w35 + 127) / 128, 512, 0b0, nullptr>>>((unsigned*)nullptr, (w35 - 145) << 1, &count34, 988);
  return 0x0;
}
