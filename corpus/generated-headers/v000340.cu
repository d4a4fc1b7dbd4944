// cudagen 0.2 seed 340 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,struct,if,switch,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,variadic_template,pack_expansion,fold_expression,exceptions,runtime_api,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <compare>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

struct Body4 {
	int weight5;
	long flag6;
	float x7;
};
struct Failure8 {
	int code;
};
int check10(int v) {
	if (v > 36) {
		throw Failure8{v};
	}
	return v;
}
int guarded9(int x) {
	try {
		return check10(x);
	} catch (const Failure8 &e) {
		return e.code;
	} catch (int e) {
		return e + 1;
	} catch (...) {
		return 0;
	}
}
template <typename... Ts>
__host__ __device__ double fold11(Ts... xs) {
	return (0.0 + ... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count12(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all13(Ts... xs) { return (... || (xs == 0)); }
__host__ __device__ int spread14(int x) {
	return static_cast<int>(fold11(x, 5.5f, 5u)) + count12(x, x, 1.0) + (all13(x, 5) ? 1 : 0) + count12(static_cast<long>(x), 5);
}

__global__ void __launch_bounds__(0100) warp15_kernel(float* data16, Body4 p17, unsigned char* __restrict__ acc18) {
	int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int stride20{39};
	float v21 = (stride20);
	(void)v21;
	if (blockIdx.x >= HALF_2(data16[warpSize])) {
		return;
	}
	float v22 = fold11(tid19, 47ul, sizeof(long long));
	fold11(fminf(data16[stride20 & 7], sizeof(unsigned int)) - (50 | stride20), ADD3_1((p17.flag6), fold11(022, 16, 4l), 6 + (*acc18)), v22);
}

constexpr int stencil23(int count24, int len25) {
	return (int)(0b100000 & (count24 + 60));
}

__global__ void relax26_kernel(const int* in27, int* __restrict__ data28, unsigned int* out29, const long* __restrict__ coef30) {
	extern __shared__ double dyn_31[];
	switch ((*data28) - 2) {
	case 9:
		(*out29) = threadIdx.x;
		break;
	case 6:
		if ((in27[0x0] & 0b1)) {
			break;
		}
		dyn_31[7] /= 63 * (*in27);
		break;
	default:
		fabsf(sinf(+(*in27)));
		break;
	}
	(*data28) %= (spread14(blockIdx.x - in27[6]));
}

int main() {
	int size32 = 805;
	constexpr int v33 = 19;
	cudaEvent_t start34, stop35;
	cudaEventCreate(&start34);
	cudaEventCreate(&stop35);
	cudaEventRecord(start34);
	cudaEventRecord(stop35);
	cudaEventSynchronize(stop35);
	float ms36 = 0.0f;
	cudaEventElapsedTime(&ms36, start34, stop35);
	cudaEventDestroy(start34);
	cudaEventDestroy(stop35);
	size32 += v33;
	warp15_kernel<<<32 * 16, sizeof(int) * 8, 256>>>(&ms36, Body4{7, long(v33 - size32), -2493LL}, (unsigned char*)nullptr);
	relax26_kernel<<<(size32 + 255) / 0400, 1 << 8>>>((const int*)nullptr, &size32, nullptr, nullptr);
	return 0;
}
