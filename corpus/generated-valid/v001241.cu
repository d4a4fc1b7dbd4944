// cudagen 0.1 seed 1241 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constant_array,constexpr_var,const_local,enum,using_alias,if,do_while,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_char,lit_nullptr,cast_c,cast_reinterpret,macro_object,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 128
#define RADIUS_2 4
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 39
#endif

#if RADIUS_1 == 128
#define CONFIG_6 5
#else
#define CONFIG_6 32
#endif

__global__ void fold7_kernel(int count8)
{
  int gid9 = threadIdx.x;
  if (gid9 >= count8) {
    return;
  }
  signed char base10 = CAT_3(gid, 9) + count8;
  base10 += blockIdx.x;
  const unsigned long mid11 = 47UL;
  base10 *= 41;
  int v12 = count8 + count8 + CAT_3(base, 10);
  v12 *= (v12 % (count8 += blockIdx.z, base10)) | (mid11);
}
__constant__ int c_shade13[2] = {57, 027};
enum Op14 { GREEN15 = 2, LOW16, ON17 };

__global__ void scatter18(double *__restrict__ data19, unsigned long long *out20, float *out21)
{
  int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*data19) /= tid22;
  if (gridDim.y != (*out20)) {
    --out21[tid22 & 7];
  }
  (*out20)++;
  out21[1] = gridDim.y;
  (*out21) = data19[5] + out20[3];
  if (warpSize >= out21[1]) {
    return;
  }
}

__global__ void __launch_bounds__((GREEN15 + (GREEN15 + (ON17 + 248)))) stencil23(long *__restrict__ data24, double *data25, int *data26, int stride27)
{
  if (data26[6] <= ((*data26) - (*data25))) {
    data26[3] |= threadIdx.x;
  }
  ++(*data25);
  if (17 < (*data25)) {
    goto out28;
  }
  if (c_shade13[1]) {
    return;
  }
  (*data25) /= GREEN15;
  (*data24) -= c_shade13[1];
out28:;
}
enum Kind29 : short { SLOW30, BLUE31, GREEN32, SLOW33 = 7 };
using real34_t = float;

void run_probe35(int lane36, long long *data37)
{
  if (SLOW33 == (*data37)) {
    scatter18<<<dim3(GREEN15 + (RADIUS_1 + 0176), 8, (lane36 + 255) / 256), 64>>>(reinterpret_cast<double*>(data37), reinterpret_cast<unsigned long long*>(data37), reinterpret_cast<float*>(data37));
  }
  dim3 w38 = dim3((lane36 + 31) / 32, RADIUS_2 + (GREEN15 + 250), (lane36 + 31) / 32);
}

__global__ void step39(int count40, const unsigned char *coef41)
{
  int tid42 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid42 >= count40) {
    return;
  }
  count40 = coef41[tid42];
  count40++;
  int q43(c_shade13[1] * CAT_3(tid, 42));
  int w44 = 0;
  do {
    if (threadIdx.x > c_shade13[1]) {
      return;
    }
    count40 = ((*coef41) - w44) ^ q43;
    ++w44;
  } while (w44 < tid42);
}

int main()
{
  int count45 = 3604;
  ++count45;
  const int y46 = 22;
  if (52 >= (count45 + y46)) {
    return 1'277l;
  }
  stencil23<<<dim3((count45 + 0377) / 256, (RADIUS_2 + (TUNE_5 + 25)) * 16, (CONFIG_6 + (SLOW33 + (GREEN15 + 062))) * GREEN32), 128, 0>>>((long*)nullptr, nullptr, &count45, 3073);
  fold7_kernel<<<(count45 + 63) / 64, dim3((count45 + 255) / 256, 32)>>>((y46 ^ count45) % count45);
  step39<<<dim3((2)), dim3(2, (BLUE31), (count45 + 127) / 128), 0>>>((y46 | count45) + count45, nullptr);
  return 0;
}
