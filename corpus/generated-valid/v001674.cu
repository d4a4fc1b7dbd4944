// cudagen 0.1 seed 1674 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_from_macro,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,local_array,if,for,pragma_unroll,goto,nested_block,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

__global__ void scatter1_kernel(const int* coef2, float* out3, int stride4, float cfg5) {
	int u6 = 31;
	stride4 = *out3;
	u6 = (4 + (out3[7] * 2706)) * ((24 - out3[u6]) + (*coef2));
	cfg5 = double(stride4 + out3[stride4]);
	int y7(17 * (coef2[u6] / u6));
	if (!out3) {
		return;
	}
	u6 = (35);
}
// Layout: row-major, no padding.

template <typename T>
__global__ void bias8_kernel(T* out9, T* __restrict__ dst10, const T* __restrict__ in11, int* dst12) {
	#pragma unroll
	for (int j13 = 0, j14 = 13; j13 < j14; (++j13, (--j14))) {
		for (int j15 = 0; j15 < 13; ++j15) {
			--(*dst10);
		}
		dst10[j14] = (j14 > (in11[j13] * 6)) ? ((((*out9) >= in11[j14]) ? dst12[j13] : in11[j14]) - out9[j13]) : (9.625F + dst10[7]);
	}
}
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_16(map_kick17, int)

__global__ void pack18_kernel(float beta19, const unsigned int* input20, int stride21, const unsigned int* coef22) {
	stride21 = ((*coef22) - (2 * input20[3])) / (coef22[stride21] * beta19 * input20[3]);
	{
		#pragma unroll
		for (int n23 = 0; n23 < stride21; ++n23) {
			beta19 = 2U;
			float h24 = *coef22;
		}
	}
}
constexpr int BLOCK25 = (32 * 4);
// Layout: row-major, no padding.

__global__ void __maxnreg__(32) rank26(int stride27, const float* src28, int len29, int lane30) {
	len29 = BLOCK25 + (len29 - lane30);
	if (!src28) {
		return;
	}
	unsigned int res31 = (len29 >= 11) ? 1197l : ((BLOCK25 - lane30) + 37U);
	if (stride27 == 44) {
		goto out32;
	}
	if (lane30 <= lane30) {
		return;
	}
out32:;
}

int main() {
	int size33 = 994;
	constexpr int v34 = 29;
	unsigned char q35[2] = {};
	scatter1_kernel<<<BLOCK25 + 384, BLOCK25 + 384, sizeof(float) * 128, (cudaStream_t)0>>>(nullptr, nullptr, BLOCK25 + q35[0], -8.0f);
	bias8_kernel<<<(size33 + 127) / 128, 1 << 5, 0, 0>>>(static_cast<int*>(nullptr), static_cast<int*>(nullptr), (const int*)nullptr, (int*)nullptr);
	map_kick17<<<2, 16 * 16, 0>>>(static_cast<int*>(nullptr), q35[1]);
	return 0;
}
