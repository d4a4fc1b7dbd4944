// cudagen 0.2 seed 772 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_function,main,constexpr_var,if,for,pragma_unroll,ternary,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_bool,cast_functional,cast_static,lambda,lambda_iife,macro_object,pp_if,comments,exceptions,runtime_api,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cooperative_groups.h>

#define NUM_ITERS_1 256
#define NUM_ITERS_2 3
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#if (NUM_ITERS_1 * 2) >= 41 && NUM_ITERS_1 != 0
#define CONFIG_5 1
#else
#define CONFIG_5 11
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void __launch_bounds__(1 << (NUM_ITERS_2 + (CONFIG_5 + NUM_ITERS_2))) weigh7(int count8)
{
	unsigned gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	count8 = count8 * static_cast<float>(24.5F);
	count8 = CONFIG_5;
	count8 = count8;
	fminf((gid9 | threadIdx.x) << threadIdx.y, count8 & ('\101' | count8));
	floorf(gid9 << blockIdx.z);
}
struct Failure10 {
	int code;
};
int check12(int v) {
	if (v > 15) {
		throw v;
	}
	return v;
}
int guarded11(int x) {
	try {
		return check12(x);
	} catch (const Failure10 &e) {
		return e.code;
	} catch (int e) {
		return e + 1;
	} catch (...) {
		return 0;
	}
}
// Layout: row-major, no padding.

inline static __device__ float bias13(const long* coef14)
{
	#pragma unroll 8
	for (int i15 = 11; i15 > 0; --i15) {
		for (int j16 = 0; j16 < i15; ++j16) {
			if (coef14[6] <= float(i15))
				return ((i15 * coef14[i15 & 7]) != coef14[i15]) ? (((*coef14) <= i15) ? (*coef14) : warpSize) : blockDim.x;
		}
	}
	return coef14[3];
}

size_t combine17(long long* dst18, const int* in19, unsigned int a20)
{
	const char* lim21 = "ok";
	(void)lim21;
	([]() {
		constexpr bool x22 = true;
	})();
	for (int i23 = 0; i23 < 3; i23++)
		weigh7<<<dim3(1 << (NUM_ITERS_2 + 3)), NUM_ITERS_2 + (NUM_ITERS_2 + (CONFIG_5 + (NUM_ITERS_1 + 249)))>>>(+(~in19[i23]));
	cudaEvent_t start24, stop25;
	cudaEventCreate(&start24);
	cudaEventCreate(&stop25);
	cudaEventRecord(start24);
	cudaEventRecord(stop25);
	cudaEventSynchronize(stop25);
	float ms26 = 0.0f;
	cudaEventElapsedTime(&ms26, start24, stop25);
	cudaEventDestroy(start24);
	cudaEventDestroy(stop25);
	return in19[a20] / ceilf(NUM_ITERS_1);
}

int main()
{
	int count27 = 2766;
	for (int j28 = count27; j28 > 0; --j28) {
		weigh7<<<1 << 4, (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + (CONFIG_5 + (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + (CONFIG_5 + (NUM_ITERS_2 + (CONFIG_5 + 37))))))))))) * 010>>>(fabsf(j28 / j28));
		long lim29 = (((count27 + count27) >= count27) ? (j28 - CONFIG_5) : 6) / static_cast<int>(j28 + 54);
		long u30 = ceilf(j28) - ((35UL - count27) + lim29);
		(void)u30;
	}
	return 0;
}
