// cudagen 0.2 seed 686 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,host_function,constexpr_function,main,constexpr_var,auto_var,bitwise,shift,comparison,pointer_arith,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_launch,macro_paste,pp_ifdef,pp_if,local_class,nttp_enum,if_constexpr,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <tuple>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 48
#endif

#if TUNE_3 > 30
#define CONFIG_4 5
#else
#define CONFIG_4 19
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__host__ __device__ float norm6(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

__global__ void merge7(const float *__restrict__ coef8, unsigned long long a9) {
	unsigned int lim10{19};
	(void)lim10;
	struct Local11 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local11 m12{4};
	int lim13 = m12.add(CAT_1(a, 9));
	(void)lim13;
}

inline __device__ float scale14(const int *__restrict__ coef15) {
	return TUNE_3;
}
enum class Op16 { Add, Mul, Sub };
template <Op16 O = Op16::Add>
__device__ int apply17(int a, int b) {
	if constexpr (O == Op16::Add) {
		return a + b;
	} else if constexpr (O == Op16::Mul) {
		return a * b;
	} else {
		return a - b;
	}
}
__device__ int policy18(int x) {
	return apply17<Op16::Add>(x, 4) + apply17<Op16::Mul>(x, 8) + apply17<Op16::Sub>(x, 3) + apply17<>(x, x);
}

constexpr int sweep19(int lane20) {
	auto k21 = (55 - (lane20 + 37)) * static_cast<int>(CAT_1(lane, 20));
	int flag22 = k21;
	(void)flag22;
	return 35;
}

int main(void) {
	int len23 = 2670;
	auto step26 = [](unsigned v24, int base25) -> int {
		v24 = static_cast<float>(sizeof(int) & sweep19(v24));
		v24 = +((0x32) & (base25 >> v24));
		merge7<<<(v24 + 63) / 64, 0b100000 * (TUNE_3 + (TUNE_3 + (TUNE_3 + TUNE_3))), sizeof(float) * 128>>>(nullptr, CAT_1(base, 25) * ceilf(5.625F));
		return TUNE_3;
	};
	step26(len23, len23);
	len23 = ceilf(sweep19(len23));
	int device27 = 0;
	cudaGetDevice(&device27);
	cudaDeviceProp prop28;
	cudaGetDeviceProperties(&prop28, device27);
	int sms29 = prop28.multiProcessorCount + prop28.warpSize;
	sms29 = step26((len23 ^ len23), sms29);
	len23 = CAT_1(len, 23);
	return 0;
}
