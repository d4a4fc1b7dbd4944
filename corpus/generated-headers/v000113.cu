// cudagen 0.2 seed 113 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,main,shared_var,constexpr_var,if,if_init,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_functional,nttp_integral,partial_specialization,explicit_specialization
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T, long N>
struct Fixed2 {
	T data[N];
	__host__ __device__ T sum() const {
		T s = T();
		for (long i = 0; i < N; ++i) {
			s += data[i];
		}
		return s;
	}
};
template <int K, typename T> __host__ __device__ T scaleBy3(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip4(int v) { return Neg ? -v : v; }
__host__ __device__ long fixed5(int x) {
	Fixed2<long, 6l> a{};
	a.data[0] = static_cast<long>(x);
	return a.sum() + scaleBy3<6>(static_cast<long>(x)) + static_cast<long>(flip4<true>(x));
}
template <typename T, typename U> struct Pick6 { static constexpr int value = 1; };
template <typename T> struct Pick6<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick6<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes8 {
	T d[N];
	__device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes8<T, 1> {
	T d;
	__device__ T first() const { return d; }
};
template <> struct Pick6<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag7(T) { return 0; }
template <> __device__ int tag7<float>(float) { return 1; }
template <> __device__ int tag7(double) { return 2; }
__device__ int specialized9(int x) {
	Lanes8<int, 1> one{x};
	Lanes8<int, 3> three{{x, 1, 2}};
	return x + Pick6<char, long>::value + Pick6<int, int>::value + Pick6<float *, int>::value + Pick6<float, double>::value + tag7(1.0f) + tag7(x) + tag7(2.0) + one.first() + three.first();
}

__global__ void spread10(unsigned char* buf11, short p12, const int* in13)
{
	if (constexpr bool r14 = false; float(buf11[p12 & 7] + (*buf11)) < (~buf11[p12])) {
		__shared__ double sh_15[256];
		(void)sh_15;
		(*buf11) = (27 + buf11[p12]) % (r14 + (*buf11) + (in13[0b110] + 48));
	}
	p12++;
	if (((p12 - 0b1100UL) & 1)) {
		return;
	}
}

int main()
{
	int size16 = 1860;
	spread10<<<dim3((size16 + 63) / 64), (64), 2048 * 0x2>>>(nullptr, (float)(-size16), nullptr);
	(++size16, (size16 = size16));
	size16++;
	--size16;
	size16 = size16;
	return 0b0;
}
