// cudagen 0.2 seed 790 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,enum,bitwise,shift,comma,lit_float,cast_functional,sizeof,macro_function,comments,local_class,conversion_operator,nttp_dependent_type,enable_if,partial_specialization,alias_template,sfinae
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cstdio>
#include <utility>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> using Ptr5 = T *;
template <typename A, typename B> struct Duo6 { A a; B b; };
template <typename T> using Same7 = Duo6<T, T>;
__host__ __device__ int aliased4(int x) {
	Ptr5<int> p = &x;
	Same7<int> d{x, 3};
	return x + *p + d.a + d.b;
}
enum Color8 {
	ON9,
	HIGH10,
	FAST11,
	ON12 = 5,
	LOW13
};
template <bool B, typename T = void> struct EnableIf15 {};
template <typename T> struct EnableIf15<true, T> { using type = T; };
template <typename T> struct IsSmall16 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf15<IsSmall16<T>::value, int>::type = 0>
int narrow14(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf15<!IsSmall16<T>::value, int>::type = 0>
int narrow14(T v) { return static_cast<int>(v) + 2; }
template <typename T> using Ptr18 = T *;
template <typename A, typename B> struct Duo19 { A a; B b; };
template <typename T> using Same20 = Duo19<T, T>;
__host__ __device__ int aliased17(int x) {
	Ptr18<int> p = &x;
	Same20<int> d{x, 3};
	return x + *p + d.a + d.b;
}
struct Ratio21 {
	float v;
	__device__ operator float() const { return v; }
	__device__ explicit operator bool() const { return v > 0; }
};
__device__ float convert22(float x) {
	Ratio21 m{x};
	float plain = m;
	return plain + (m ? 1 : 0);
}
/* NOTE: keep in sync with the host reference. */

__global__ void weigh23_kernel(short b24, Color8 q25)
{
	int gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)gid26;
	b24 = -5;
	b24 = threadIdx.z / (gridDim.z + (gridDim.z % blockDim.y));
	struct Local27 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local27 idx28{8};
	int cnt29 = idx28.add((b24 += b24, b24));
	(void)cnt29;
}

int main()
{
	int size30 = 1080;
	weigh23_kernel<<<1, dim3(sizeof(float) * 64, (size30 + 127) / 128), (4096), 0>>>(int(size30), HIGH10);
	int off31 = ON12 * (size30 | size30);
	double flag32{1.0};
	(void)flag32;
	weigh23_kernel<<<(size30 + 127) / 128, dim3((off31 + 255) / 256, (ON12 + (LOW13 + 53)) * (FAST11 + FAST11))>>>(MAX2_2(size30 >> 0, off31), FAST11);
	float y33 = size30;
	(void)y33;
	return 0;
}
