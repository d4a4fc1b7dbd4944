// cudagen 0.1 seed 1848 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,struct,class_private,if,while,switch,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 38
#endif

class Acc6 {
  char sum8;
public:
  __host__ __device__ Acc6(char b9) : sum8(b9) {}
  __host__ __device__ char total10() const {
    unsigned long u11 = ((0x3b * sum8) - (17 + sum8)) / sum8;
    u11 = ((u11 >= sum8) ? u11 : TUNE_5) - ((0x2AUL - sum8) - 816);
    return TUNE_5;
  }
};

inline __device__ __host__ long fuse12(Acc6 cfg13) {
  if (true) {
    return 0x30l;
  }
  cfg13 = Acc6(31);
  if (true || (45 >= cfg13.total10())) {
    int res14 = 18UL;
  }
  size_t mid15{10UL};
  float w16 = CAT_3(mid, 15);
  cfg13 = cfg13;
  return cfg13.total10();
}
static constexpr float kD17 = 2.75f;
// Computes one element per thread.

__global__ void bias18_kernel(Acc6 alpha19) {
  int idx20 = threadIdx.x;
  double f21 = kD17;
  if ((threadIdx.x < f21) && (threadIdx.x != f21)) {
    return;
  }
  alpha19 = Acc6(alpha19.total10());
  f21 = (f21);
  f21 += alpha19.total10();
  alpha19.total10();
}

__global__ void scale22(float *dst23, const long *in24, unsigned long long q25, int n26) {
  int gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int iter28 = 0;
  while (iter28 < iter28) {
    switch (n26) {
    case 10:
      n26 -= 0x16U;
      break;
    case (12): {
      int diff29 = 2235 - in24[q25];
      break;
    }
    case sizeof(int) * 2:
      dst23[n26] += blockIdx.x;
      dst23[5] = ((int)kD17) - (((float)(*dst23)) / iter28);
      break;
    default:
      break;
    }
    ++iter28;
  }
}

int main() {
  int size30 = 2366;
  bias18_kernel<<<(size30 + 127) / 128, 16 * 16, 0, nullptr>>>(Acc6(size30));
  size30 ^= size30;
  scale22<<<dim3(sizeof(unsigned int) * 128), TUNE_5 + 26, 4096, nullptr>>>(nullptr, static_cast<const long*>(nullptr), 016l + ((size30 != TUNE_5) ? CAT_3(size, 30) : kD17), kD17 * (size30 + sizeof(Acc6)));
  const char *res31 = "a\tb" "_tail";
  return 0x0;
}
