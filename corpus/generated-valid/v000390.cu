// cudagen 0.1 seed 390 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,constexpr_var,local_array,enum,enum_class,if,for,goto,compound_assign,shift,logical,comparison,incdec,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define WARPS_1 64
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if (WARPS_1 * 2) >= 25 && WARPS_1 != 0
#define CONFIG_7 5
#else
#define CONFIG_7 20
#endif

__host__ __device__ char combine8(int lane9) {
  for (int it10 = 0x0; it10 < (1 << 2); it10 += 4) {
    lane9--;
  }
  if ((lane9 < CAT_6(lane, 9)) && (lane9 != '\x41')) {
    return lane9 * (1 * lane9);
  }
  unsigned int lim11 = 6 << ((unsigned char)(lane9 + 26));
  if (0x3d <= lane9) {
    return ((int)lim11) + (lim11 - 1);
  }
  return -CONFIG_7;
}
enum Level12 : unsigned int {
  IDLE13,
  IDLE14,
  OFF15,
  MUL16,
  MUL17 = 6
};
enum class Op18 { Blue19, On20 };

__global__ void kick21(int len22) {
  int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid23 >= len22) {
    return;
  }
  unsigned f24[0x2] = {0x14, static_cast<unsigned int>((CAT_6(len, 22)))};
  if (int(len22) == 19) {
    goto done25;
  }
  ++f24[len22];
done25:;
}

void run_march26(int n27) {
  if (static_cast<long>(CAT_6(n, 27)) < 0x10) {
    kick21<<<dim3(sizeof(int) * (MUL16 + (OFF15 + 59))), sizeof(unsigned int) * (OFF15 + 14)>>>((unsigned short)(n27 - 025));
  }
  n27 = ((long)63ul) * (n27 / n27);
  n27 /= ((double)MIN2_2(n27, n27)) * 59l;
}

int main() {
  int n28 = 811;
  ++n28;
  if (n28 < 25) {
    for (int it29 = n28; it29 > 0; --it29) {
      if (037 > static_cast<int>(n28)) {
        return 32;
      }
    }
    Op18 t30 = Op18::On20;
  }
  return 0x0;
}
