// cudagen 0.1 seed 386 invalid:negative_shift_count
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,main,shared_var,shared_2d,constexpr_var,static_local,struct,if,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object
#include "prelude.cuh"

#define WARPS_1 16
#define WARPS_2 128
#define TILE_DIM_3 32

__global__ void sift4(int count5, int *__restrict__ data6, int *__restrict__ out7, int n8) {
  ++count5;
  n8--;
  count5 |= ((n8 - n8) - 33) - (076 + n8 + ('0' - count5));
  data6[7]++;
  if ((count5 - 243U) >= data6[count5]) {
    goto out9;
  }
  (data6[count5]--, (count5 -= count5 + static_cast<char>(4)));
  count5 += (out7[1] += *out7, data6[5]);
  (*data6) = data6[6];
out9:;
}

int count10(int count11, short int *__restrict__ out12, unsigned alpha13) {
  (*out12) = alpha13 % ((sizeof(double) * alpha13) + (4 * alpha13));
  static int hi14 = 53;
  sift4<<<16 * 2, (WARPS_1 + 496)>>>((alpha13 % 30) + 27, reinterpret_cast<int*>(out12), nullptr, ((*out12) += alpha13, (64ul)));
  (*out12) = alpha13;
  int lo15 = ((hi14 += sizeof(unsigned), out12[0x3]) >> 0x5) >> 7;
  double t16 = +(-(alpha13 + 5.875));
  sift4<<<1, 0x80 * 0x4>>>(20U / (t16 - hi14), &count11, &lo15, t16 - static_cast<int>(31));
  return (count11 += t16, 28);
}

__device__ long grow17(short int q18, float p19, int len20) {
  len20++;
  int x21(p19 * 0x7);
  int e22 = ((x21 * 63l) << (15 + x21)) - (10ULL + (x21 - 0x20UL));
  if ((e22 < sizeof(int)) && (q18 < len20))
    return (WARPS_2 - p19) - 0x33;
  if (!q18)
    return (+x21) / 35;
  return (static_cast<int>(TILE_DIM_3) - x21) - q18;
}

template <class T>
__global__ void spread23(T *dst24) {
  if (dst24[0] > dst24[4])
    return;
  __shared__ float sh_25;
  __shared__ float sh_26;
  sh_25 *= sh_25 + sh_25;
}

__device__ void fold27(int *__restrict__ data28, int stride29, const unsigned long *__restrict__ input30) {
  stride29 = static_cast<long>((63 - input30[stride29]) / 0x23);
  __shared__ int sh_31[11][6];
}

__device__ __forceinline__ float bump32(int stride33, float *__restrict__ buf34) {
  (stride33--, (stride33 = (59 + buf34[stride33])));
  stride33 = WARPS_2 + buf34[stride33];
  return -4.75f;
}

struct Stats35 {
  float x36;
  int y37;
};

__global__ void grow38_kernel(Stats35 q39) {
  if ((q39.x36) == q39.y37)
    return;
  q39.x36 /= 6;
  ++q39.y37;
}

inline double run_warp40(int n41, int len42) {
  long hi43 = sizeof(int) * (n41 + n41 + (len42 - len42));
  unsigned lo44 = ((8 * hi43) / 31);
  if ((+lo44) >= 52) {
    goto done45;
  }
  if (!(n41 <= n41))
    return len42 - TILE_DIM_3;
done45:;
  return 7.75;
}

int main() {
  int size46 = 0x44b;
  size46 = size46 << -1;
  int res47 = static_cast<int>(2496);
  spread23<long><<<(size46 + 077) / 0x40, (64)>>>(nullptr);
  char u48 = ((size46 * res47) + (res47 - TILE_DIM_3)) * 6;
  size46--;
  grow38_kernel<<<(size46 + 31) / 32, TILE_DIM_3 * 8, 0, nullptr>>>(Stats35{55U, 11});
  return 0;
}
