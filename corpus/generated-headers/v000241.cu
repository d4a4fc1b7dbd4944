// cudagen 0.2 seed 241 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,shared_var,constexpr_var,if,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_float,lit_nullptr,cast_static,lambda,macro_object,macro_function,macro_paste,macro_statement,pp_undef,local_class,friend_template,variable_template,if_constexpr,structured_binding,hdr_cmath,hdr_utility
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CHUNK_1 256
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 48
template <typename T> struct Vault5;
template <typename T> __device__ T peek6(const Vault5<T> &b);
template <typename T> struct Vault5 {
  __device__ explicit Vault5(T v) : val(v) {}
  template <typename U> friend __device__ U peek6(const Vault5<U> &b);
  template <typename U> friend struct Spy7;
private:
  T val;
};
template <typename T> __device__ T peek6(const Vault5<T> &b) { return b.val; }
template <typename U> struct Spy7 {
  __device__ static int look(const Vault5<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__device__ int unlock8(int x) {
  Vault5<int> v(x);
  return peek6(v) + Spy7<float>::look(v);
}
template <typename T> constexpr T kScale10 = T(9);
template <typename T> constexpr int kSize11 = static_cast<int>(sizeof(T)) * 1;
int aliased9(int x) {
  return x + kSize11<double> + static_cast<int>(kScale10<float>);
}

static __global__ void merge12(int count13, int count14, const int* src15, unsigned int* dst16) {
  int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx17 >= count13) {
    return;
  }
  cosf(expf((dst16[0x6] += kSize11<int>, 18.375f)));
  __shared__ unsigned long sh_18[256];
  (void)sh_18;
  if (!(dst16 != nullptr)) {
    return;
  }
  if ((count14) <= count14) {
    if constexpr (sizeof(int) == 4) {
      __shared__ float sh_19[256];
      (void)sh_19;
      int hi20 = static_cast<float>(MOD8_2(count13)) - (-(kSize11<int> << (*src15)));
      (void)hi20;
    } else {
    }
  }
}

static unsigned char run_bump21(const int* __restrict__ input22) {
  merge12<<<(kSize11<char> + (kSize11<char> + (kSize11<char> + 1))) * kSize11<int>, 0x40 * (kSize11<int> + kSize11<int>)>>>(0x25, static_cast<unsigned>(input22[6] - kSize11<char>), input22, static_cast<unsigned int*>(nullptr));
  auto lam28 = [](int lim23, int q24) -> long long {
    std::pair<int, float> pr25 = std::make_pair(lim23, 1.5f);
    auto [q26, e27] = pr25;
    q26 = MOD8_2(q26) + (aliased9(CAT_4(lim, 23)) << (15 + lim23));
    return CAT_4(q, 26);
  };
  fabsf(lam28(input22[0x6], *input22));
  struct Local29 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local29 cnt30{3};
  int v31 = cnt30.add(fminf(-10.0f, kSize11<int>));
  (void)v31;
  return static_cast<float>(21.0f);
}

int main() {
  int len32 = 0x5CE;
  dim3 z33 = dim3((len32 + 0x7F) / 128, 2);
  (void)z33;
  size_t diff34 = 4445;
  (void)diff34;
  return 0x0;
}
