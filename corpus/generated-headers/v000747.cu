// cudagen 0.2 seed 747 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,host_function,main,constexpr_var,nested_namespace,for,shift,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,cast_static,macro_object,macro_function,macro_paste,nested_class,conversion_operator,explicit_specialization,if_constexpr,type_traits,using_declaration,using_directive,runtime_api
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>

#define NUM_ITERS_1 8
#define CHUNK_2 (1 << 4)
#define WARPS_3 5
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
namespace lib10 {
__host__ __device__ int version11(int x) { return x + 1; }
namespace detail::impl {
__host__ __device__ int helper12(int x) { return x * 2; }
} // namespace detail::impl
} // namespace lib10
using lib10::version11;
__host__ __device__ int layered13(int x) {
	using namespace lib10::detail::impl;
	return helper12(x) + version11(x);
}
template <typename T> struct IsReal15 { static constexpr bool value = false; };
template <> struct IsReal15<float> { static constexpr bool value = true; };
template <> struct IsReal15<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify14(T v) {
	if constexpr (IsReal15<T>::value) {
		return static_cast<int>(v * 8);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
struct Weight16 {
	double v;
	__device__ operator double() const { return v; }
	__device__ explicit operator bool() const { return v > 0; }
};
__device__ double convert17(double x) {
	Weight16 m{x};
	double plain = m;
	return plain + (m ? 1 : 0);
}
struct Pool18 {
	using value_type = float;
	enum Kind { Small, Large };
	struct Item {
		value_type v;
		__host__ __device__ value_type scaled() const { return v * static_cast<value_type>(8); }
	};
	Item first, second;
	__host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ float walk19(int x) {
	using value_type = Pool18::value_type;
	Pool18::Item e{static_cast<value_type>(x)};
	Pool18 t{e, e};
	return t.total();
}

__global__ void bump20(const int* __restrict__ in21, int count22)
{
	count22 = static_cast<unsigned int>((in21[count22] - in21[count22]) + NUM_ITERS_1);
	const int* f23 = in21;
	(void)f23;
}

long run_shade24(int n25)
{
	cudaStream_t stream26;
	cudaStreamCreate(&stream26);
	cudaStreamSynchronize(stream26);
	for (int j27 = n25; j27 > 0; --j27) {
		cudaEvent_t start28, stop29;
		cudaEventCreate(&start28);
		cudaEventCreate(&stop29);
		cudaEventRecord(start28);
		cudaEventRecord(stop29);
		cudaEventSynchronize(stop29);
		float ms30 = 0.0f;
		cudaEventElapsedTime(&ms30, start28, stop29);
		cudaEventDestroy(start28);
		cudaEventDestroy(stop29);
		bump20<<<(j27 + 255) / 256, CHUNK_2 + (WARPS_3 + (NUM_ITERS_1 + (NUM_ITERS_1 + (CHUNK_2 + (WARPS_3 + 198)))))>>>(&j27, (ms30 - 43L) - 4);
		bump20<<<(j27 + 31) / 32, 32 * 8, (NUM_ITERS_1 + 0x38) * 4>>>(&j27, ms30);
	}
	n25 = n25 + ((n25));
	return 60;
}

int main()
{
	int len31 = 961;
	bump20<<<WARPS_3 + 0773, 512>>>(&len31, (len31 += len31, (len31 >> 1)));
	for (int n32 = 0; n32 < len31; n32++) {
		for (int it33 = 0; it33 < n32; ++it33) {
			len31 = TWICE_PLUS_5(CAT_8(len, 31), n32) * ((60 + it33) % WARPS_3);
			bump20<<<(len31 + 31) / 32, (0200), 0x1000>>>(&n32, +(CHUNK_2 + it33));
		}
	}
	return 0;
}
