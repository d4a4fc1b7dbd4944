// cudagen 0.2 seed 336 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,constexpr_var,local_array,if,for,static_assert,ternary,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_undef,partial_specialization,variable_template,runtime_api
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define TILE_DIM_1 32
#define RADIUS_2 (64)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef RADIUS_2
#define RADIUS_2 12
template <typename T, typename U> struct Pick4 { static constexpr int value = 1; };
template <typename T> struct Pick4<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick4<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes6 {
	T d[N];
	T first() const { return d[0]; }
};
template <typename T> struct Lanes6<T, 1> {
	T d;
	T first() const { return d; }
};
int specialized7(int x) {
	Lanes6<int, 1> one{x};
	Lanes6<int, 3> three{{x, 1, 2}};
	return x + Pick4<char, long>::value + Pick4<int, int>::value + Pick4<float *, int>::value + one.first() + three.first();
}
template <typename T> constexpr T kScale9 = T(6);
template <typename T> constexpr int kSize10 = static_cast<int>(sizeof(T)) * 4;
__host__ __device__ int aliased8(int x) {
	return x + kSize10<double> + static_cast<int>(kScale9<float>);
}

__global__ void __launch_bounds__(0x200, 2) smooth11(int stride12, float b13, float *__restrict__ dst14)
{
	const int *z15 = (const int*)nullptr;
	if (kSize10<char> == z15[stride12]) {
		return;
	}
	(*dst14) = float(11LL + stride12);
}

static long check_grow16(float p17, float cfg18, int stride19)
{
	int device20 = 0;
	cudaGetDevice(&device20);
	cudaDeviceProp prop21;
	cudaGetDeviceProperties(&prop21, device20);
	int sms22 = prop21.multiProcessorCount + prop21.warpSize;
	(void)sms22;
	double flag23[kSize10<char> + 2]{8.0f, 3.375, 7.0, 'z', 0.875, 7.F};
	smooth11<<<(stride19 + 31) / 32, 32, 0, nullptr>>>(stride19 ? (flag23[stride19] - kSize10<char>) : cfg18, 7, nullptr);
	return p17;
}

int main()
{
	int n24 = 858;
	for (int j25 = 0; j25 < 4; ++j25) {
		long res26 = kSize10<char>;
		(void)res26;
		static_assert(((kSize10<char> + 2) * 9) > 53);
	}
	int h27 = (kSize10<char> + n24 + kSize10<char>) % kSize10<int>;
	smooth11<<<dim3((h27 + 037) / 0b100000, (n24 + 127) / 128), kSize10<int> + 16, sizeof(int) * 0b10000000, 0>>>((h27) - kSize10<int>, 22.125f, (float*)nullptr);
	return 0;
}
