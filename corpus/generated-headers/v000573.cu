// cudagen 0.2 seed 573 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,auto_var,if,static_assert,bitwise,call,lit_int_hex,lit_int_suffix,lit_float,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef,bit_field,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define WARPS_1 3
#define WARPS_2 256
#define CHUNK_3 64
#define MOD8_4(x) ((x) % 8)
#define SQR_5(x) ((x) * (x))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_7
#define TUNE_8 10
#else
#define TUNE_8 18
#endif

#if (CHUNK_3 * 2) >= 59 && CHUNK_3 != 0
#define CONFIG_9 8
#else
#define CONFIG_9 32
#endif
#undef TUNE_8
#define TUNE_8 48
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Flags11 {
	unsigned short f0 : 6;
	short f1 : 9;
};
int pack12(int x) {
	Flags11 b{};
	b.f0 = static_cast<unsigned>(x) & 63u;
	b.f1 = 49;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1);
}

__global__ void __maxnreg__(128) weigh13_kernel(int lane14)
{
	int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid15 >= lane14) {
		return;
	}
	lane14 = threadIdx.x;
	static_assert(sizeof(int) == 4, "bad config");
}

int main()
{
	int size16 = 674;
	size16 = (~size16) & size16;
	cudaEvent_t start17, stop18;
	cudaEventCreate(&start17);
	cudaEventCreate(&stop18);
	cudaEventRecord(start17);
	cudaEventRecord(stop18);
	cudaEventSynchronize(stop18);
	float ms19 = 0.0f;
	cudaEventElapsedTime(&ms19, start17, stop18);
	cudaEventDestroy(start17);
	cudaEventDestroy(stop18);
	auto hi20 = ceilf(sqrtf(ms19)) + 26u;
	(void)hi20;
	int cnt21 = SQR_5(fabsf((3.75f)));
	(void)cnt21;
	int k22 = WARPS_1;
	weigh13_kernel<<<dim3(16), dim3(CONFIG_9, 0x2), 1024, (cudaStream_t)0>>>(0x1e ^ pack12(k22));
	return 0;
}
