// cudagen 0.2 seed 42 valid headers
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,default_args,main,constexpr_var,local_array,if,if_else,for,pragma_unroll,goto,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_init_capture,macro_statement,local_class,conversion_operator,if_constexpr,exceptions,consteval,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cstdio>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
struct Failure2 {
  int code;
};
int check4(int v) {
  if (v > 28) {
    throw Failure2{v};
  }
  return v;
}
int guarded3(int x) {
  try {
    return check4(x);
  } catch (const Failure2 &e) {
    return e.code;
  } catch (int e) {
    return e + 1;
  } catch (...) {
    return 0;
  }
}
consteval int square5(int x) { return x * x + 4; }
constexpr int kSquare6 = square5(4);

__host__ __device__ void split7(unsigned p8, int len9 = -15) {
  p8 -= fmaxf((len9 + len9) & (kSquare6 - p8), 5.625F - p8);
  int cnt10 = sqrtf(expf(static_cast<int>(len9)));
  (void)cnt10;
}

static __global__ void __launch_bounds__(0200) apply11(int n12, unsigned int* __restrict__ dst13, const float* __restrict__ coef14) {
  int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid15 >= n12) {
    return;
  }
  if (expf(27 % dst13[gridDim.x & 7]) > (020U & dst13[7])) {
    float prod16[5] = {};
    prod16[n12] -= -n12;
  } else {
    if constexpr (sizeof(void *) == 4) {
      constexpr int lo17 = ((kSquare6 + (kSquare6 + 18)));
      (void)lo17;
      struct Local18 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
      };
      Local18 q19{0};
      int lim20 = q19.add(60 / dst13[n12]);
      (void)lim20;
    } else {
    }
  }
}

__global__ void norm21(const float* __restrict__ in22) {
  #pragma unroll
  for (int i23 = 0, j24 = 9; i23 < j24; (++i23, (--j24))) {}
  struct Local25 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local25 u26{3};
  int t27 = u26.add(fabsf(in22[4]));
  (void)t27;
  float x28 = floorf(in22[6]);
  if (in22 == nullptr) {
    goto finish29;
  }
  x28 = static_cast<size_t>(threadIdx.x - (366lu + warpSize));
finish29:;
}
struct Celsius30 {
  double v;
  operator double() const { return v; }
};
double convert31(double x) {
  Celsius30 m{x};
  double plain = m;
  return plain + static_cast<double>(m) * 2;
}

int main() {
  int size32 = 2490;
  auto op34 = [base33 = +size32]() -> unsigned int {
    fminf(kSquare6 / convert31(kSquare6), (base33 - 1) / 64lu);
    return 2889u;
  };
  (void)op34;
  for (int it35 = 0; it35 < size32; ++it35) {
    int diff36 = (ceilf(kSquare6) - (sizeof(unsigned int) | it35)) - expf(it35 - 4.125F);
    (void)diff36;
  }
  if ((~size32) == 22ul) {
    return kSquare6 / size32;
  }
  apply11<<<256, sizeof(unsigned int) * (kSquare6 + (kSquare6 + (kSquare6 + 4)))>>>(size32 - fminf(3.125F, 4604U), nullptr, static_cast<const float*>(nullptr));
  norm21<<<dim3((1), 128), 512>>>(nullptr);
  return 0;
}
