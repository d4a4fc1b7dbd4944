// cudagen 0.2 seed 315 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,device_function,static_device_function,default_args,main,constexpr_var,auto_var,if,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef,comments,explicit_specialization,if_constexpr,type_traits,runtime_api,hdr_cmath,hdr_cuda_fp16
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cuda_fp16.h>

#define CHUNK_1 32
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if (CHUNK_1 * 2) >= 17 && CHUNK_1 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 12
#endif
#undef CHUNK_1
#define CHUNK_1 48
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> struct IsReal8 { static constexpr bool value = false; };
template <> struct IsReal8<float> { static constexpr bool value = true; };
template <> struct IsReal8<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify7(T v) {
	if constexpr (IsReal8<T>::value) {
		return static_cast<int>(v * 8);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
// Layout: row-major, no padding.

__global__ void march9(const int* coef10, long* acc11, const unsigned int* src12, const float* input13) {
	unsigned i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto s15 = MAX2_2((i14 % sizeof(float)) - 10, 6u);
	double prod16 = (*coef10) | 0b1011;
	prod16 = floorf(6lu >> threadIdx.x) / s15;
	__half h17 = __float2half(static_cast<float>(3));
	float mid18 = __half2float(__hmul(h17, h17));
	(void)mid18;
	fmaxf(gridDim.x, coef10[3]);
	floorf(CHUNK_1);
}

static __device__ unsigned fuse19(int count20 = -42) {
	int sum21 = count20 * threadIdx.x;
	SWAP_4(int, count20, sum21);
	return count20;
}

int main() {
	int count22 = 1194;
	if (41l >= count22) {
		return ' ';
	}
	dim3 off23 = dim3((count22 + 0b11111) / 32, (count22 + 31) / 0x20, (CONFIG_5 + 27));
	(void)off23;
	int device24 = 0;
	cudaGetDevice(&device24);
	cudaDeviceProp prop25;
	cudaGetDeviceProperties(&prop25, device24);
	int sms26 = prop25.multiProcessorCount + prop25.warpSize;
	if (TWICE_PLUS_3(sms26, 32) > 46) {
		return count22;
	}
	if (8 <= TWICE_PLUS_3(count22, sms26)) {
		return 52;
	}
	march9<<<(sms26 + 127) / 128, 1 << 7>>>(&sms26, static_cast<long*>(nullptr), static_cast<const unsigned*>(nullptr), nullptr);
	return 0x0;
}
