// cudagen 0.1 seed 339 valid
// features: kernel,launch,launch_shared_mem,device_function,device_template_function,host_function,constexpr_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum,if,do_while,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof
#include "prelude.cuh"

__global__ void sift1_kernel(const float *input2, const double *in3, int *buf4) {
  buf4[5] = 5 >> (*buf4);
  float mid5 = (buf4[6] += *input2, 51U);
}

long run_gather6(int n7 = 1'631L) {
  sift1_kernel<<<512, 512, 0>>>((const float*)nullptr, nullptr, &n7);
  if (n7 >= n7)
    return n7;
  n7 = 36;
  return 54;
}
enum Phase8 { HIGH9 = 2, IDLE10, RED11, HIGH12 };

__global__ void stencil13(int count14) {
  if (count14 < count14) {
    float x15{static_cast<float>(2)};
  }
  long *z16 = (long*)nullptr;
}

template <typename T, int N = 7>
inline __device__ float trace17(T *out18) {
  out18[1] = N;
  int *diff19 = (int*)nullptr;
  if ((*diff19) + 14) {
    auto flag20 = ((*out18) + 2'277u) * (24L >> (*diff19));
    ((*out18)--, ((*out18) = 4.75F));
  }
  return diff19[7];
}

__global__ void clamp21(int count22, double p23, int lane24, float *out25) {
  int w26 = 0;
  do {
    auto lim27 = out25[w26];
    if ((trace17<unsigned, (2 * 4)>((unsigned int*)nullptr) * (64lu - count22)) < trace17<unsigned int, (1 << 2)>(nullptr)) {
      p23 = 19.25;
      int base28[1 << IDLE10] = {};
    }
    ++w26;
  } while (w26 < (2 * HIGH9));
}

__global__ void scale29_kernel(const int *src30, const float *src31) {
  extern __shared__ float dyn_32[];
  int idx33 = trace17<unsigned, 6>((unsigned int*)nullptr) * 21u * trace17<double, 7>((double*)nullptr);
  const int *cnt34 = src30;
  if ((*cnt34) != 19)
    return;
}

__global__ void grow35_kernel(float *data36, const float *in37, int *buf38) {
  float prod39[5] = {};
  float x40 = data36[5] + in37[5];
  prod39[3] = prod39[0];
}

__global__ void mix41_kernel(unsigned long cfg42, int len43) {
  trace17((unsigned*)nullptr);
  if (len43 <= (cfg42 - cfg42)) {
    if ((len43 / len43) >= 4l)
      return;
    if (cfg42 <= trace17((float*)nullptr))
      return;
    cfg42 = len43;
  }
  if (len43 > 29)
    return;
}

constexpr int run_decay44(int n45) {
  float lo46 = HIGH9;
  return ((unsigned long long)lo46) - n45;
}

int main() {
  int size47 = 2076;
  if (size47 < run_gather6(size47)) {
    sift1_kernel<<<2, 512>>>(nullptr, nullptr, &size47);
    unsigned int *v48 = (unsigned int*)nullptr;
    scale29_kernel<<<1 << 2, 256, 0>>>(&size47, (const float*)nullptr);
  }
  size47 = size47;
  if ((size47 * size47) < size47)
    return 27;
  stencil13<<<2, 4 * (HIGH9 + (RED11 + HIGH9))>>>(RED11);
  clamp21<<<(size47 + 31) / 32, 1 << (HIGH9 + HIGH12), sizeof(double) * 64>>>((41 - size47) - run_gather6(HIGH12), double(run_gather6()), (size47 += size47, size47) / (45 + size47), nullptr);
  grow35_kernel<<<(size47 + 31) / 32, 32, sizeof(float) * 256>>>(nullptr, nullptr, &size47);
  return 0;
}
