// cudagen 0.1 seed 185 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,device_template_function,main,constexpr_var,struct,enum,enum_class,if,if_else,if_init,while,static_assert,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 17
#endif
#undef TUNE_4
#define TUNE_4 8

struct Tile5 {
  char y6;
  int z7;
};

static __device__ unsigned int sift8(int count9, const long *__restrict__ in10) {
  unsigned int m11 = (count9 += count9, ((count9 += 24L, in10[0]) - LOW_BITS_1(in10[count9])));
  Tile5 h12 = {static_cast<char>((m11 += 756, threadIdx.z)), 0b101111U};
  Tile5 lo13 = h12;
  double *val14 = nullptr;
  (m11--, (count9 = static_cast<int>(TUNE_4 + count9) >> (lo13.z7 + static_cast<unsigned char>(in10[4]))));
  Tile5 off15 = {6l, 6};
  return 35;
}

template <typename T>
inline __host__ __device__ T pack16(const T *__restrict__ input17, const T *__restrict__ input18) {
  if (long long off19(TUNE_4); off19) {
    int w20 = 0;
    while (w20 < 8) {
      off19 = w20;
      ++w20;
    }
  }
  return input18[0x0];
}
enum class Color21 { Red22, Off23 = 3, Off24 = 6 };
enum Kind25 : short { OFF26, BLUE27, IDLE28 };

template <typename T, int N>
__device__ T sweep29(T alpha30) {
  alpha30 = alpha30;
  alpha30 = N;
  T u31 = N;
  return alpha30;
}
enum Color32 : int { LOW33, LOW34, ON35, SLOW36 = 7 };

__global__ void __launch_bounds__(0x100, 2) scatter37_kernel(int count38, float *out39, const short *input40, int lane41) {
  int gid42 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid42 >= count38) {
    return;
  }
  count38++;
  Tile5 q43 = Tile5{0, 56U};
  if (q43.z7 < 8U) {
    if (int tmp44((input40[0] + (0x0lu + threadIdx.x)) - (*out39)); q43.z7 > q43.y6) {
      (*out39) = 24.75f;
    } else {
      static_assert(sizeof(int) == 4, "tile must fit");
    }
  } else if (int lo45 = lane41; 63u < input40[6]) {
    SWAP_2(int, lo45, lane41);
  }
}

struct Cell46 {
  float z47;
  int weight48, count49;
  float vel50;
};

int main() {
  int size51 = 0x6e0;
  if (size51 != size51) {
    return 0b1011;
  }
  auto lam56 = [&](int y52, int acc53) -> long {
    int pass54 = 0;
    while (pass54 < acc53) {
      scatter37_kernel<<<(pass54 + 31) / 32, dim3(SLOW36 + (ON35 + (SLOW36 + (ON35 + 14))), (size51 + 0x3F) / 64, (size51 + 63) / 64), 128 * 8, (cudaStream_t)0>>>(LOW_BITS_1(acc53), nullptr, static_cast<const short*>(nullptr), BLUE27 * acc53);
      Tile5 diff55{0b110011L, 6};
      ++pass54;
    }
    return size51;
  };
  lam56(size51, ON35);
  float f57 = size51 - (size51 * size51);
  scatter37_kernel<<<IDLE28 + (BLUE27 + 509), 128, (LOW34 + 63) * 4, (cudaStream_t)0>>>(IDLE28, nullptr, nullptr, lam56(f57, size51) * (size51 - sizeof(long)));
  int m58 = LOW_BITS_1(size51 - (size51 + sizeof(int)));
  (++m58, (f57 = m58));
  return 0;
}
