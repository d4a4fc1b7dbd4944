// cudagen 0.2 seed 12 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,if,do_while,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,hdr_cuda_std
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define RADIUS_1 16
#define BLOCK_SIZE_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 56
#endif

template <typename T>
__global__ void lerp8(T a9, float *data10, const float *in11, T *__restrict__ buf12) {
	int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)gid13;
	int iter14 = 0;
	do {
		cuda::std::array<int, 4> lanes15{};
		lanes15[0] = iter14;
		int total16 = lanes15[0] + static_cast<int>(lanes15.size()) + cuda::std::plus<int>()(lanes15[1], 1);
		if ((total16 | ((data10[0] == TUNE_7) ? 4358ul : 1)) != ((*buf12) + blockIdx.x)) {
			T u17 = threadIdx.z;
			(void)u17;
			int diff18 = 3059u;
			(void)diff18;
		}
		++iter14;
	} while (iter14 < 2);
}

int main() {
	int len19 = 2682;
	float cnt20 = (len19 += RADIUS_1, len19);
	cnt20--;
	if ((len19 - 26) >= sizeof(float)) {
		return 7 + (CAT_5(len, 19) + TUNE_7);
	}
	lerp8<<<(8), dim3((len19 + 63) / 64), sizeof(double) * 32, nullptr>>>(int(cnt20), nullptr, nullptr, static_cast<int*>(nullptr));
	constexpr long long flag21 = 14;
	(void)flag21;
	return 0;
}
