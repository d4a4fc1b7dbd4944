// cudagen 0.2 seed 345 valid headers
// features: kernel,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,local_array,goto,ternary,comparison,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_string,cast_static,cast_reinterpret,bit_field,local_class,if_constexpr,type_traits,hdr_cmath,hdr_type_traits
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>

extern "C" __global__ void fold1_kernel(int* data2, int len3)
{
	__shared__ int sh_4;
	struct Local5 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local5 k6{0};
	int x7 = k6.add(sh_4);
	(void)x7;
}
template <typename T>
__device__ int classify8(T v) {
	if constexpr (std::is_floating_point_v<T>) {
		return static_cast<int>(v * 4);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}

__global__ void __launch_bounds__(512) fold9_kernel(int stride10, unsigned int* out11, int count12)
{
	unsigned int idx13 = threadIdx.x;
	count12 = idx13;
	__shared__ unsigned int sh_14;
	double sum15 = ((20 != sh_14) ? idx13 : 12.375) + static_cast<int>(40);
	if (sum15 < count12) {
		goto finish18;
	}
	if constexpr (sizeof(int) == 4) {
		unsigned int f16 = stride10;
		(void)f16;
		double* lim17 = &sum15;
		(void)lim17;
	}
finish18:;
}
struct Packed19 {
	unsigned f0 : 11;
	unsigned : 0;
	signed int f1 : 10;
};
int pack20(int x) {
	Packed19 b{};
	b.f0 = static_cast<unsigned>(x) & 2047u;
	b.f1 = 67;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1);
}
__host__ __device__ float norm21(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__host__ __device__ float norm22(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

int main()
{
	int len23 = 2859;
	unsigned int k24[3]{16ul, 0b101u, 1u};
	cudaStream_t f25 = 0;
	fold9_kernel<<<8, 256, 0, f25>>>((k24[len23] += k24[0], 3), k24, k24[len23]);
	const char* hi26 = "warp size";
	(void)hi26;
	int flag27 = -20l;
	struct Local28 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local28 val29{6};
	int mid30 = val29.add(39 * k24[flag27]);
	fold1_kernel<<<dim3((mid30 + 63) / 64, 16 * 4), dim3(8 * 8, (1)), 256, 0>>>(&len23, len23);
	return 0;
}
