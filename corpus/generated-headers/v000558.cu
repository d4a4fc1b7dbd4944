// cudagen 0.2 seed 558 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,device_var,shared_var,shared_2d,constexpr_var,auto_var,if,if_else,for,pragma_unroll,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,macro_statement,pp_ifdef,comments,if_constexpr,constexpr_loop,runtime_api
#include <cuda_runtime.h>
#include <numeric>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 30
#endif
__device__ int d_combine5 = 13U;

__global__ void bias6(const unsigned* in7, int stride8, int n9, signed char* dst10)
{
	int z11 = 1992u + ((n9 << stride8) - (1401 - d_combine5));
	if ((int)z11) {
		stride8 = stride8;
		dst10[d_combine5] = TUNE_4 - CAT_2(stride, 8);
		#pragma unroll 4
		for (int n12 = 0; n12 < (TUNE_4 + 0b11); ++n12) {
			long stride13{63lu};
			(void)stride13;
			if constexpr (sizeof(double) == 4) {
			} else {
			}
		}
	} else if ((n9) < (stride8 * (*dst10))) {}
}
/* NOTE: keep in sync with the host reference. */

__global__ void __maxnreg__(128) fuse14_kernel(int n15, int n16)
{
	for (int n17 = 0; n17 < 013; ++n17) {
		__shared__ long sh_18[sizeof(unsigned int) * (TUNE_4 + 1)][sizeof(float) * 2];
		(void)sh_18;
	}
	#pragma unroll 2
	for (int i19 = n15; i19 > 0; --i19) {
		if (n16 >= (n16 / n15)) {
			continue;
		}
		if (i19 <= d_combine5) {
			continue;
		}
		d_combine5 = 43 * CAT_2(n, 15);
	}
}
__host__ __device__ constexpr int powSum20(int n) {
	int s = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = 0; j <= i; ++j) {
			s += 3;
		}
	}
	return s;
}
constexpr int kSteps21 = powSum20(4);
static_assert(powSum20(4) == 30, "a constexpr loop");

int main()
{
	int len22 = 567;
	if ((len22 + kSteps21) == 30) {
		return kSteps21 * len22 * (len22 + 37);
	}
	cudaEvent_t start23, stop24;
	cudaEventCreate(&start23);
	cudaEventCreate(&stop24);
	cudaEventRecord(start23);
	cudaEventRecord(stop24);
	cudaEventSynchronize(stop24);
	float ms25 = 0.0f;
	cudaEventElapsedTime(&ms25, start23, stop24);
	cudaEventDestroy(start23);
	cudaEventDestroy(stop24);
	auto sum26 = unsigned(13) >= (len22 % (len22 * 0));
	for (int n27 = 0; n27 < 14; n27++) {
		if (len22 == ms25) {
			break;
		}
	}
	signed char z28 = CAT_2(sum, 26);
	bias6<<<64, kSteps21 + 2, (0x1000), nullptr>>>(static_cast<const unsigned*>(nullptr), 4 * z28, CAT_2(ms, 25), &z28);
	fuse14_kernel<<<dim3(TUNE_4 + 0b11101, sizeof(unsigned int) * 8, 0x20 * (TUNE_4 + 1)), 64, 256, nullptr>>>(42ULL - sum26, sum26);
	return 0;
}
