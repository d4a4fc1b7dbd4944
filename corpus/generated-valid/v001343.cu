// cudagen 0.1 seed 1343 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,constexpr_var,auto_var,const_local,static_local,struct,class_private,namespace,if,if_else,do_while,switch,static_assert,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,method_call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object
#include "prelude.cuh"

#define CHUNK_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

struct Node4 {
  float vel5;
  char flag6;
};

class Node7 {
  double vel8;
public:
  __host__ __device__ Node7(double a9) : vel8(a9) {}
  __host__ __device__ double scale10() const {
    static_assert((CHUNK_1 + 19) == 22, "expected value");
    return vel8 + vel8;
  }
  __host__ __device__ double apply11() const {
    auto e12 = static_cast<float>(64 * (+vel8));
    return 25;
  }
};

template <class T, typename U>
__global__ void bias13(U p14, Node7 p15, unsigned *__restrict__ dst16, float beta17) {
  unsigned int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  beta17 *= p15.scale10();
  if ((dst16[5] + 3165) != 54U) {
    return;
  }
}

namespace kern19 {
__global__ void drift20(short *buf21, float *dst22, int stride23) {
  int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i24 >= stride23) {
    return;
  }
  stride23 = *dst22;
  int pass25 = 0;
  do {
    stride23 = ((*buf21) + (*dst22)) / 0b111110;
    long long r26 = -(*dst22);
    ++pass25;
  } while (pass25 < 15);
  static_assert(((CHUNK_1 + 2) * (CHUNK_1 + (CHUNK_1 + 2))) > 39, "size check");
}

template <typename T, int N = 2>
__global__ void gather27_kernel(T *buf28) {
  unsigned int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid29 != blockDim.x) {
    auto r30 = static_cast<int>(4ul);
  }
  buf28[threadIdx.y] /= 13.5;
  unsigned int r31 = 23;
  if ((r31 += r31, threadIdx.x) >= 15) {
    const T t32 = (9.125f);
    T idx33{static_cast<T>(t32)};
  }
}
} // namespace kern19

static void host_fuse34(const int *__restrict__ src35, int n36) {
  if (((n36 / 4) * (src35[n36 & 7] & n36)) != src35[2]) {
    n36 += -39;
    switch (n36) {
    case CHUNK_1 + 2: {
      unsigned r37 = n36;
      break;
    }
    case 9:
      break;
    case (CHUNK_1 + 1) * 2: {
      static int y38 = 53U;
      break;
    }
    case (11):
      break;
    }
  } else {
  }
}

int main() {
  int len39 = 459;
  len39 -= 56l;
  static int u40 = 18L;
  if (u40 == CHUNK_1) {
    return 43 % (u40 + 6);
  }
  len39 &= u40;
  static_assert((CHUNK_1 + (CHUNK_1 + 38)) > 43, "size check");
  bias13<long, int><<<2 * (CHUNK_1 + 5), CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 247))>>>(38u & len39, Node7(u40 - 11.5f), nullptr, len39);
  kern19::drift20<<<(len39 + 255) / 256, 64>>>((short*)nullptr, nullptr, 1);
  kern19::gather27_kernel<float, 0b101><<<CHUNK_1 + (CHUNK_1 + 26), 256, (256)>>>((float*)nullptr);
  return 0b0;
}
