// cudagen 0.2 seed 463 valid headers
// features: kernel,launch,main,constexpr_var,auto_var,if,if_else,static_assert,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_function,macro_paste,macro_statement,local_class,partial_specialization,explicit_specialization,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T, typename U> struct Pick5 { static constexpr int value = 1; };
template <typename T> struct Pick5<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick5<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes7 {
	T d[N];
	__host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes7<T, 1> {
	T d;
	__host__ __device__ T first() const { return d; }
};
template <> struct Pick5<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag6(T) { return 0; }
template <> __host__ __device__ int tag6<float>(float) { return 1; }
template <> __host__ __device__ int tag6(double) { return 2; }
__host__ __device__ int specialized8(int x) {
	Lanes7<int, 1> one{x};
	Lanes7<int, 3> three{{x, 1, 2}};
	return x + Pick5<char, long>::value + Pick5<int, int>::value + Pick5<float *, int>::value + Pick5<float, double>::value + tag6(1.0f) + tag6(x) + tag6(2.0) + one.first() + three.first();
}

__global__ void warp9(long long alpha10, float* data11)
{
	struct Local12 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local12 stride13{8};
	int z14 = stride13.add(*data11);
	if ((z14 % specialized8(0x1a)) == (alpha10 * 0x47f)) {
		if (((z14 >= (~z14)) ? (sizeof(unsigned int) % alpha10) : (data11[z14] - z14)) == fmaxf(z14, 4.5F)) {
			auto y15 = (CAT_3(alpha, 10) & CAT_3(alpha, 10));
			(void)y15;
			static_assert((4 * 0x2 * 0x3) > 23, "bad config");
		} else {
		}
	}
}

int main()
{
	int size16 = 3107;
	constexpr size_t tmp17 = 27;
	fabsf(tmp17);
	auto base18 = (size16 + sinf(sizeof(double))) - tmp17;
	warp9<<<(2), 01000>>>(5lu - fminf(base18, -15.875f), nullptr);
	return 0;
}
