// cudagen 0.1 seed 203 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,main,constant_array,constexpr_var,struct,operator_overload,anon_namespace,if,for,switch,goto,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 256
#define WARPS_2 16
#define TILE_DIM_3 3
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 17
#endif
#undef WARPS_2
#define WARPS_2 24

struct Bounds6 {
  int hi7;
  float mass8;
};

inline __host__ __device__ Bounds6 operator+(Bounds6 a, Bounds6 b)
{
  Bounds6 r = a;
  r.hi7 += b.hi7;
  r.mass8 += b.mass8;
  return r;
}

struct Node9 {
  int z10;
  float x11;
  int count12, mass13;
};

int update14(long long q15)
{
  (--q15, (q15 = u8'z'));
  q15 = 33;
  short q16 = (q15);
  return (RADIUS_1) + q16;
}

__global__ void weigh17(float beta18, const double* input19, unsigned long q20, int stride21)
{
  for (int it22 = 0, j23 = 6; it22 < j23; (++it22, (--j23))) {
    long h24 = input19[j23 & 7];
    q20 = it22;
  }
  --beta18;
  q20 >>= q20 + 2779u;
}

namespace {
__constant__ int c_fuse25[8] = {56, 58, 58, 62l, 0b1101011, L'0', 8};

double host_blend26(double cfg27, const Node9 &a28)
{
  int stride29 = (a28.z10 - (a28.mass13)) - ((+a28.mass13) * (cfg27 += 36u, a28.z10));
  if (stride29 >= update14(TILE_DIM_3)) {
    goto done31;
  }
  switch (stride29) {
  case 4 * TILE_DIM_3:
    break;
  default:
    for (int n30 = 0b0; n30 < stride29; n30++) {
      cfg27 /= 9;
      if (n30 != n30) {
        return (-stride29) - (24 * n30);
      }
    }
    break;
  }
done31:;
  return sizeof(float);
}

__device__ void fuse32(float beta33, const Node9 &alpha34, const long* __restrict__ in35)
{
  for (int j36 = 0; j36 < 4; j36 += 3) {
    {
      beta33++;
      beta33 += c_fuse25[j36 & 7];
    }
    beta33 = c_fuse25[j36 & 7];
    if (in35 == nullptr) {
      return;
    }
  }
}
} // namespace

void run_gather37(int count38, int len39, const double* __restrict__ input40)
{
  for (int j41 = 0, j42 = len39; j41 < j42; (++j41, (--j42))) {
    weigh17<<<sizeof(float) * 8, dim3((len39 + 127) / 0b10000000, (count38 + 0b11111) / 32, (j41 + 255) / 256)>>>((count38 += j42, (8.625f + j41)), input40, len39, (sizeof(float) - count38) - TILE_DIM_3);
    for (int j43 = j41; j43 > 0; --j43) {
      dim3 lo44 = dim3(1, 4 * 2, (j43 + 255) / 0400);
      len39 = host_blend26(update14(('a')), Node9{60, 4.5f, 38, j43});
      weigh17<<<TILE_DIM_3 + 5, (WARPS_2 + 104), TILE_DIM_3 + (RADIUS_1 + (TILE_DIM_3 + (WARPS_2 + 3810))), (cudaStream_t)0>>>(count38, nullptr, len39, update14(j43));
    }
    dim3 s45(sizeof(float) * 128, (j41 + 127) / 128);
  }
}

int main()
{
  int count46 = 3980;
  count46 *= (unsigned long long)46l;
  weigh17<<<1, TUNE_5 + 123, sizeof(int) * 1024, nullptr>>>(TILE_DIM_3, nullptr, count46, (count46 >= TILE_DIM_3) ? RADIUS_1 : WARPS_2);
  auto op50 = [t47 = count46](double r48) {
    r48 = (unsigned int)((~t47) % ((short)sizeof(int)));
    cudaStream_t off49 = (cudaStream_t)0;
    r48 = t47;
  };
  op50(count46);
  weigh17<<<sizeof(unsigned int) * (TILE_DIM_3 + 29), dim3((count46 + 255) / 256), sizeof(int) * 128, (cudaStream_t)0>>>(count46, nullptr, host_blend26(-21.625f, Node9{45, static_cast<float>(16.0f), count46, ' '}) / count46, (count46 += count46, (0b111110UL * count46)));
  weigh17<<<(count46 + 127) / 128, sizeof(unsigned int) * 8>>>(host_blend26(count46, Node9{U'a', -22, 14, ' '}), (const double*)nullptr, update14(count46 + count46), 4065 - (count46 + 1031UL));
  return 0;
}
