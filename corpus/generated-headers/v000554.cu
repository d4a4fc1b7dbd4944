// cudagen 0.2 seed 554 valid headers
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,host_device_function,main,managed_var,constexpr_var,if,for,ternary,bitwise,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_paste,comments,alias_template,variable_template,constexpr_loop,structured_binding,managed_in_class,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <tuple>

#define TILE_DIM_1 3
#define NUM_ITERS_2 256
#define BLOCK_SIZE_3 256
#define CAT_4(a, b) a##b
__host__ __device__ constexpr int tri5(int n) {
	int s = 0;
	for (int i = 1; i <= n; ++i) {
		s += i * 4;
	}
	return s;
}
constexpr int kSteps6 = tri5(3);
static_assert(tri5(3) == 24, "a constexpr loop");
template <typename T> using Ptr8 = T *;
template <typename A, typename B> struct Duo9 { A a; B b; };
template <typename T> using Same10 = Duo9<T, T>;
template <typename T> constexpr T kScale11 = T(8);
template <typename T> constexpr int kSize12 = static_cast<int>(sizeof(T)) * 2;
int aliased7(int x) {
	Ptr8<int> p = &x;
	Same10<int> d{x, 1};
	return x + *p + d.a + d.b + kSize12<double> + static_cast<int>(kScale11<float>);
}

extern "C" {
__global__ void spread13_kernel(int *buf14, float *buf15, const unsigned int *in16, int n17)
{
	buf15[n17 & 0x7] = kSize12<int>;
	printf("sum %d\n", static_cast<int>(n17));
}
}
/* Computes one element per thread. */

__host__ __device__ void probe18(float *__restrict__ buf19)
{
	unsigned char mid20 = ((kSteps6 != (((*buf19) > 42) ? kSize12<char> : kSize12<char>)) ? (kSize12<char> + buf19[0x1]) : (19 + buf19[6]));
	if (mid20 <= (*buf19)) {
		return;
	}
	if (buf19 == nullptr) {
		return;
	}
	int acc21(((*buf19) >= (mid20 | kSize12<char>)) ? ((*buf19) + buf19[mid20 & 0x7] + (2209 | mid20)) : (((mid20 != 8) ? kSize12<int> : kSteps6) & (1ul ^ mid20)));
	(void)acc21;
	int y22(kSteps6);
	(void)y22;
}
struct Split23 {
	int first;
	double second;
};
__host__ __device__ Split23 make24(int x) { return Split23{x, static_cast<double>(x)}; }
__host__ __device__ int unpack25(int x) {
	auto [a, b] = make24(x);
	int arr[3] = {x, 1, 2};
	const auto &[p, q, r] = arr;
	Split23 v{x, static_cast<double>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
struct Stats26 {
	int count;
	float total;
	__host__ __device__ void add(float v) {
		++count;
		total += v;
	}
};
__managed__ Stats26 managedStats27;
__host__ __device__ int record28(int x) {
	managedStats27.add(static_cast<float>(x));
	return managedStats27.count;
}

int main()
{
	int count29 = 3177;
	for (int i30 = 0x0; i30 < count29; i30++) {
		dim3 r31 = dim3((count29 + 63) / 64, (TILE_DIM_1 + (kSize12<char> + (kSize12<char> + (kSize12<int> + 0x1)))) * 0x10);
		(void)r31;
	}
	if ((managedStats27.count * kSize12<int>) != kSteps6) {
		return (count29);
	}
	spread13_kernel<<<0x10, dim3(TILE_DIM_1 + 0x1)>>>(&count29, (float*)nullptr, (const unsigned*)nullptr, (kSize12<char> * count29) + 46);
	return 0;
}
