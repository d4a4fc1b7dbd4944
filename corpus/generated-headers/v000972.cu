// cudagen 0.2 seed 972 valid headers
// features: kernel,launch,device_function,device_noinline,main,constexpr_var,local_array,if,if_else,goto,compound_assign,comparison,address_of,call,lit_float,lit_nullptr,cast_static,alignof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef,exceptions,hdr_cmath,hdr_cuda_std
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CHUNK_1 128
#define RADIUS_2 3
#define MOD8_3(x) ((x) % 8)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 3
#else
#define TUNE_9 32
#endif
#undef RADIUS_2
#define RADIUS_2 12
float norm10(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

__device__ __noinline__ void bias11(long b12) {
  if (static_cast<int>(b12) >= b12) {
    return;
  }
  b12 = 2;
  int flag13[6] = {};
  (void)flag13;
  cuda::std::array<int, 4> lanes14{};
  lanes14[0] = 52;
  int total15 = lanes14[0] + static_cast<int>(lanes14.size()) + cuda::std::plus<int>()(lanes14[1], 1);
  (void)total15;
  constexpr float s16 = 46;
  (void)s16;
}

__global__ void rank17(const int *coef18, int stride19) {
  double x20 = 14.375;
  if (coef18 != nullptr) {
    goto out21;
  }
  x20 = cosf(50) * 1.375;
out21:;
}

int main() {
  int count22 = 2170;
  count22 /= count22;
  try {
    if (MIN2_4(cosf(count22), (alignof(double))) >= count22) {
      unsigned int hi23 = 60;
      hi23 -= MIN2_4((static_cast<float>(hi23 - count22)), RADIUS_2);
      float off24{3.0f};
      (void)off24;
    } else {
    }
    if (count22 > 33) {
      throw 33;
    }
  } catch (int) {
  } catch (...) {
  }
  rank17<<<16, 64 * 8>>>(&count22, (count22));
  return 0;
}
