// cudagen 0.1 seed 657 invalid:assign_to_const
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,default_args,main,shared_var,static_shared,struct,aligned_struct,enum,typedef,if,for,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define WARPS_1 128
#define BLOCK_SIZE_2 5
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 24
enum Level4 { IDLE5, MUL6 = 5, OFF7 };

inline __host__ __device__ float smooth8(unsigned int alpha9 = 60) {
	for (int n10 = 0; n10 < 3; n10 += 1) {
		if ((alpha9 == alpha9) && (alpha9 < n10)) {
			if (n10 + n10)
				return static_cast<unsigned int>(n10);
		}
	}
	alpha9 = (alpha9 | 338ll) / alpha9;
	float stride11 = alpha9;
	alpha9--;
	return (32l + alpha9) * stride11;
}
typedef float real12_t;

struct __align__(16) Node13 {
	int count14;
	int x15;
};

struct __align__(16) Pixel16 {
	int x17;
	char val18;
	real12_t vel19;
	unsigned int y20;
};

__global__ void accum21_kernel(unsigned int alpha22, const double* __restrict__ input23) {
	int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	static __shared__ float sh_25[32];
	if ((*input23) >= (*input23)) {
		goto skip27;
	}
	sh_25[threadIdx.x & 31] = blockDim.x;
	sh_25[7] /= smooth8();
	if (input23 != nullptr) {
		alpha22 = smooth8(smooth8(18));
		int z26 = (*input23) - input23[alpha22];
	}
skip27:;
}

int main() {
	int len28 = 3112;
	const int limit30 = 8;
	limit30 = 9;
	Level4 x29 = IDLE5;
	len28 -= smooth8(x29);
	accum21_kernel<<<(len28 + 63) / 64, 32, sizeof(double) * 32, (cudaStream_t)0>>>(46 - len28, static_cast<const double*>(nullptr));
	return 0;
}
