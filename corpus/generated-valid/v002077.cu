// cudagen 0.1 seed 2077 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,builtin_vars,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,auto_var,const_local,enum,if,for,pragma_unroll,goto,static_assert,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c
#include "prelude.cuh"

__global__ void step1_kernel(const double *coef2, double cfg3, char *data4) {
	extern __shared__ int dyn_5[];
	auto k6 = (blockDim.y > 28ul) || (!coef2) || (threadIdx.x < gridDim.x);
	auto u7 = blockIdx.y * blockIdx.z;
	if (k6) {
		return;
	}
}
enum Kind8 { MUL9, RED10 = 2, OFF11 = 8 };

__global__ void scale12(const size_t *input13) {
	__shared__ unsigned sh_14[8];
	static __shared__ int sh_15;
	constexpr signed char cnt16 = 36;
	Kind8 lo17 = RED10;
}
static_assert((OFF11 + 4) > 11, "size check");

template <typename T>
__global__ void update18_kernel(T *data19, T *acc20, Kind8 p21, int lane22) {
	int gid23 = threadIdx.x;
	if ((lane22 & 1)) {
		goto finish28;
	}
	if (gid23 >= lane22) {
		return;
	}
	if (((*acc20) += blockIdx.x, blockIdx.y) >= 57) {
		return;
	}
	#pragma unroll 4
	for (int it24 = lane22; it24 > 0; --it24) {
		for (int j25 = gid23; j25 > 0; --j25) {
			if (37 >= p21) {
				unsigned v26 = ~(blockIdx.z);
				v26 = ((acc20[4] * (*data19)) - data19[5]) + (+(gid23 % 2448ll));
				T flag27 = ((gid23));
			}
		}
	}
finish28:;
}

inline double check_blend29(unsigned int *dst30) {
	dst30[6] = 48 + dst30[5];
	static_assert(53 == 53, "tile must fit");
	update18_kernel<<<16, 256>>>((float*)nullptr, (float*)nullptr, MUL9, dst30[5] ^ (*dst30));
	(*dst30) = dst30[0];
	return MUL9;
}

int main() {
	int len31 = 2169;
	const int mid32 = len31;
	len31 = 23;
	len31 = (mid32) - 2324;
	step1_kernel<<<16, 128>>>(nullptr, -52LL, nullptr);
	scale12<<<OFF11 + 56, OFF11 + 24>>>((const unsigned long*)nullptr);
	return 0;
}
