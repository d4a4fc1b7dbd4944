// cudagen 0.2 seed 319 valid headers
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,host_function,main,constexpr_var,local_array,for,nested_block,compound_assign,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_function,macro_paste,pp_ifdef,pp_if,if_constexpr,runtime_api
#include <cuda_runtime.h>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 29
#endif

#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 7
#else
#define CONFIG_6 31
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

static __global__ void __maxnreg__(32) count8(unsigned* dst9, const float* input10, float q11) {
	for (int n12 = 0; n12 < 3; ++n12) {
		{
			int q13 = 3881;
			(void)q13;
			long u14 = -(14ul + (input10[n12] + 0x24));
			(void)u14;
		}
		dst9[n12] *= 15;
		q11 = ((int)MAX2_1(q11, *input10)) * (LOW_BITS_2(n12) * MAX2_1(dst9[2], dst9[4]));
	}
	unsigned int diff15 = (CONFIG_6);
	(void)diff15;
}

void host_smooth16(float* data17) {
	(*data17) = 5.625F;
	data17[5] *= int(0xbc6);
	if constexpr (sizeof(int) == 8) {
	} else {
	}
}

int main() {
	int n18 = 0x5BF;
	double lim19[0x2] = {};
	(void)lim19;
	int *d_buf20 = nullptr;
	cudaMalloc(&d_buf20, static_cast<size_t>(n18) * sizeof(int));
	cudaMemset(d_buf20, 0, static_cast<size_t>(n18) * sizeof(int));
	count8<<<CONFIG_6 + 25, CONFIG_6 + (CONFIG_6 + (TUNE_5 + 0x1f0)), (1024)>>>(nullptr, nullptr, 16.125f);
	return 0x0;
}
