// cudagen 0.1 seed 298 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,static_device_function,host_function,main,constexpr_var,if,if_else,for,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_functional,cast_static,sizeof,lambda,lambda_init_capture,lambda_iife,lambda_launch,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 59
#endif

#if (TUNE_4 * 2) >= 43 && TUNE_4 != 0
#define CONFIG_5 1
#else
#define CONFIG_5 21
#endif
#undef CONFIG_5
#define CONFIG_5 8

__global__ void accum6(int stride7, char q8, int len9, double q10) {
	int gid11 = threadIdx.x;
	for (int n12 = 0xd; n12 > 0; --n12) {
		int off13 = -0x17;
	}
	for (int j14 = (blockIdx.x * blockDim.x) + threadIdx.x; j14 < gid11; j14 += blockDim.x * gridDim.x) {
		q8 = static_cast<int>(blockIdx.z);
		++q8;
		q10 = 13.875;
	}
}

static __global__ void grow15(float cfg16, const int* in17, int* data18, int len19) {
	int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i20 >= len19) {
		return;
	}
	double x21 = 21l & blockIdx.x;
	int res22 = x21;
}

static __device__ float grow23(const float* input24, unsigned long long cfg25) {
	cfg25 = SQR_1(input24[6] - (2252 - cfg25));
	if (((cfg25) >> (18l - cfg25)) > (threadIdx.z + cfg25)) {
		float s26(cfg25 % blockDim.x);
	} else {
		for (int j27 = 4; j27 > 0x0; --j27) {
			unsigned int prod28 = blockIdx.x;
			if (prod28 && ((*input24) == 21)) {
				continue;
			}
			cfg25 *= (0b1010U >> (j27 << cfg25)) * threadIdx.z;
		}
	}
	return input24[1];
}

inline float run_rank29(int* out30) {
	(*out30) = out30[3];
	--(*out30);
	auto fn34 = [prod31 = CONFIG_5 + out30[0]](int hi32) -> unsigned int {
		grow15<<<(CONFIG_5 + (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 32)))) * 2, CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 40)), 0, 0>>>(hi32, &hi32, &hi32, (29 ^ hi32) & prod31);
		int f33 = prod31 * prod31;
		return f33;
	};
	(*out30) += static_cast<float>(int(out30[7]));
	([]() {
		int stride35 = 36;
		stride35--;
	})();
	grow15<<<1 << 1, 8 * 010, sizeof(double) * 32, (cudaStream_t)0>>>(fn34(out30[1]), nullptr, out30, static_cast<float>(12.0F));
	int k36 = 982;
	return TUNE_4;
}

int main() {
	int count37 = 1541;
	auto step38 = []() -> float {
		accum6<<<2, 32, 1 << CONFIG_5, 0>>>(0b101 + run_rank29(nullptr), static_cast<float>(TUNE_4), run_rank29(nullptr), true ? run_rank29(static_cast<int*>(nullptr)) : run_rank29(nullptr));
		return 6.625f;
	};
	run_rank29(&count37);
	count37 = count37;
	return 0b0;
}
