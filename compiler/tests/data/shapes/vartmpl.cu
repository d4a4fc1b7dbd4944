#include "prelude.cuh"
// Variable templates: explicit and partial specializations keep their arguments;
// memory-space ones keep their initializer; an explicit specialization of one is
// hidden unless its linkage is internal.
template <typename T> __device__ T a = T(1e-6);
template <> __device__ double a<double> = 1e-12;
template <typename T> __device__ T b;
template <> __device__ int b<int>;
template <typename T> __constant__ T c = T(2);
template <> __constant__ float c<float> = 3;
template <typename T> static __device__ T d = T(4);
template <> __device__ char d<char> = 5;
template <typename T, typename U> __device__ int e = 1;
template <typename T> __device__ int e<T, T> = 2;
template <typename T> __device__ int e<T*, int> = 3;
template <typename T> __device__ const T k = T(8);
template <> __device__ const int k<int> = 9;
template <typename T> T h = T(1);
template <> double h<double> = 1e-12;
template <> float h<float> = 3;
template <typename T> static T s = T(1);
template <> double s<double> = 2;
template <typename T, int N> T arr[N] = {};
template <> float arr<float, 2>[2] = {1, 2};
template <typename T> constexpr T kMask = T(0x7f);
template <typename T> T vm = T(0x7f);
__global__ void g(unsigned char *p, float *f) {
  p[0] &= kMask<unsigned char>;
  p[1] = kMask<unsigned char> + 1;
  f[0] = kMask<float> * 2;
  f[1] = vm<float> * 2 + a<float> + a<double> + b<int> + c<float> + d<char> + e<int,int> + k<int>;
  f[2] = kMask<int>;
}
int main() { unsigned char x = 1; x &= kMask<unsigned char>; x |= vm<unsigned char>; return x + h<float> + s<double> + int(h<float> * 100); }
