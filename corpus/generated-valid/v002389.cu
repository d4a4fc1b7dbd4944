// cudagen 0.1 seed 2389 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,constexpr_var,auto_var,if,for,switch,switch_fallthrough,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,cast_reinterpret,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 64
#endif

int host_weigh4(int n5, unsigned int* acc6)
{
  unsigned off7 = n5;
  n5 += -n5;
  acc6[n5] = acc6[n5] - (acc6[n5] >> 5);
  ++acc6[off7];
  constexpr int idx8 = 63;
  --n5;
  constexpr unsigned int val9 = 32;
  return n5;
}

__host__ __device__ unsigned sift10(int n11)
{
  int lo12 = n11 + n11;
  if (n11 > (n11 - TUNE_3)) {
    return n11 >> (n11 - lo12);
  }
  int base13 = n11;
  return lo12;
}

__host__ __device__ unsigned int clamp14(int* acc15, double q16)
{
  acc15[2]--;
  ++acc15[0b101];
  sift10(sift10(sift10(q16)));
  return acc15[3];
}

__global__ void sweep17(size_t a18)
{
  a18--;
  int val19 = a18;
  val19 >>= sift10(val19);
}

float check_bump20(int n21, float b22, int* __restrict__ data23)
{
  switch (n21) {
  case 1:
    break;
  case (12):
    for (int it24 = 0; it24 < n21; it24 += 2) {
      unsigned y25 = n21 + 37u;
    }
    if (n21 < (data23[2] / n21)) {
      break;
    }
    break;
  }
  sweep17<<<1 << 6, dim3(sizeof(unsigned int) * 8, sizeof(float) * 128, (n21 + 127) / 128), 1 << 0b1010, nullptr>>>(host_weigh4((n21), reinterpret_cast<unsigned*>(data23)));
  return clamp14(&n21, n21 + data23[n21]);
}

int main()
{
  int count26 = 1587;
  switch (count26) {
  case 4: {
    auto h27 = count26;
    [[fallthrough]];
  }
  case (9): {
    dim3 u28 = dim3((count26 + 63) / 64, 4 * 2, (count26 + 255) / 256);
    [[fallthrough]];
  }
  case 2 * 5:
    if ((count26 - TUNE_3) != count26) {
      return 39 + sift10(count26);
    }
    break;
  case 1:
    break;
  }
  return 0b0;
}
