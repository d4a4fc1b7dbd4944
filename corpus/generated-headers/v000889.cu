// cudagen 0.2 seed 889 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,if,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_char,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,lambda_iife,macro_object,macro_function,macro_statement,pp_ifdef,conversion_operator,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cuda_fp16.h>

#define WARPS_1 8
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 9
#else
#define TUNE_7 31
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Celsius9 {
	float v;
	__host__ __device__ operator float() const { return v; }
	__host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ float convert10(float x) {
	Celsius9 m{x};
	float plain = m;
	return plain + (m ? 1 : 0);
}

__global__ void __maxnreg__(32) apply11(long long p12, const int* __restrict__ in13, long a14, const short* __restrict__ src15)
{
	int tid16 = threadIdx.x;
	if (tid16 >= a14) {
		return;
	}
	if (in13[0x0] >= blockIdx.x) {
		return;
	}
	char r17 = tid16;
	(void)r17;
	ACCUM_3(p12, ((tid16) * ((int)blockDim.z)));
}

int main()
{
	int size18 = 2450;
	auto fn21 = [](double stride19) {
		--stride19;
		constexpr unsigned int x20 = 42;
	};
	fn21(size18);
	([=]() {
		cudaError_t err22 = cudaDeviceSynchronize();
		int ok23 = err22 == cudaSuccess ? 1 : 0;
	})();
	int device24 = 0;
	cudaGetDevice(&device24);
	cudaDeviceProp prop25;
	cudaGetDeviceProperties(&prop25, device24);
	int sms26 = prop25.multiProcessorCount + prop25.warpSize;
	cudaStream_t q27 = nullptr;
	(void)q27;
	apply11<<<(sms26 + 255) / 0x100, (WARPS_1 + 070), sizeof(int) * 0100>>>(MOD8_2(sms26), &sms26, TUNE_7 % (sms26 - '#'), (const short*)nullptr);
	return 0x0;
}
