// cudagen 0.1 seed 1657 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,const_local,static_local,enum,if,if_init,ternary,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,sizeof,lambda,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 8
#define CHUNK_2 3
#define TILE_DIM_3 16
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if (TILE_DIM_3 * 2) >= 9 && TILE_DIM_3 != 0
#define CONFIG_5 2
#else
#define CONFIG_5 21
#endif

static void check_drift6(int stride7, int len8)
{
  stride7 = ((!(stride7 <= TILE_DIM_3)) && (stride7 >= stride7)) ? (62 >> (-stride7)) : ((((stride7 != len8) ? stride7 : len8) == stride7) ? (len8 * 0x110bul) : len8);
  auto lam12 = [](float q9, int q10) -> unsigned int {
    double val11 = CHUNK_2 - q10;
    return 62;
  };
  if ((len8 < len8) ? len8 : len8) {
    return;
  }
  int hi13(26 >> (-len8));
}

void check_tile14(float* out15, int stride16, int len17)
{
  stride16 = stride16;
  out15[stride16] = *out15;
  int lim18 = 61L;
  static int sum19 = 30LL;
  int e20 = sum19;
  sum19 = (lim18 % TILE_DIM_3) + sum19;
  sum19 = ((int)sum19) % len17;
}

template <typename T, typename U>
__global__ void probe21_kernel(U cfg22, T a23)
{
  a23--;
  double base24 = CONFIG_5;
  a23 = (base24 == (base24 + 21ul)) ? ((base24 * 127ULL) / (13.875 - cfg22)) : CHUNK_2;
  a23--;
  a23 = a23 + TILE_DIM_1;
  a23 = 0x9;
}
enum Color25 { BUSY26 = 2, MUL27 };

__global__ void tile28_kernel(Color25 q29)
{
  extern __shared__ unsigned dyn_30[];
  int x31 = (0xFl + q29);
  if (((q29 >= 20) ? 26 : CONFIG_5) != x31) {
    return;
  }
  if ((x31 - sizeof(float)) != dyn_30[x31]) {
    Color25 k32 = MUL27;
    if (const int z33 = x31; (((int)k32) / (z33 - q29)) >= k32) {
      if (31ULL <= (k32 * z33)) {
        return;
      }
      x31 = 0x13lu;
    }
  }
}

template <class T>
__global__ void tally34_kernel(T* __restrict__ data35)
{
  (*data35)--;
  bool r36 = true;
  r36 = true - data35[7];
  --data35[6];
  data35[7] = 17;
}

unsigned filter37(int stride38)
{
  stride38 = 13;
  int prod39 = +(20 * stride38);
  float* k40 = nullptr;
  ++stride38;
  return 5;
}

int main()
{
  int size41 = 356;
  unsigned int k42 = (float)TILE_DIM_1;
  k42 = (((size_t)k42) - (size41 / size41)) / 55lu;
  probe21_kernel<int, unsigned int><<<(k42 + 0x1f) / 32, 1 << (CHUNK_2 + 0x5)>>>(size41, 1398 + size41);
  tile28_kernel<<<(k42 + 127) / 128, (MUL27 + (TILE_DIM_1 + 501)), sizeof(double) * 256>>>(MUL27);
  tally34_kernel<<<(k42 + 255) / 256, 1 << 7, sizeof(int) * (TILE_DIM_3 + (TILE_DIM_3 + (BUSY26 + 222)))>>>(&k42);
  return 0;
}
