// cudagen 0.1 seed 672 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,constexpr_var,local_array,const_local,enum,using_alias,anon_namespace,if,for,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
using ptr3_t = unsigned int*;
using idx4_t = int;

__global__ void __maxnreg__(32) clamp5(const float *src6, unsigned short *out7) {
	int idx8 = threadIdx.x;
	if ((63 == (*src6)) || (threadIdx.x <= 034l)) {
		return;
	}
	--(*out7);
	long off9 = 4 / (out7[2] + idx8);
	float m10 = (off9 + ((off9 >= 18) ? 19.25f : out7[off9])) - ((idx8 > out7[3]) ? (3.5f * off9) : (idx8 + blockDim.x));
}

constexpr int host_reduce11(idx4_t stride12, idx4_t len13) {
	stride12 *= -0x1a;
	return len13;
}
// Computes one element per thread.

template <typename T, int N>
__global__ void shade14(T *__restrict__ data15) {
	int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	data15[tid16] /= -(data15[tid16] += blockDim.y, 32);
	if ((tid16 == N) || (data15 == nullptr)) {
		return;
	}
	data15[tid16] = 11;
	if (data15[gridDim.y] != 52) {
		return;
	}
	data15[threadIdx.z] *= gridDim.x;
	idx4_t val17[3] = {};
}

namespace {
__global__ void kick18(int len19, unsigned int a20) {
	int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int n22 = 0x0; n22 < 11; n22 += 0x4) {
		idx4_t r23 = gid21;
		if (a20 != (n22 - blockIdx.x)) {
			if ((gid21 == 0x12LL) || (n22 == 0x3BL) || (42 < (r23 + n22))) {
				unsigned long long flag24[4] = {'0', 39, static_cast<unsigned long long>(r23), static_cast<unsigned long long>('#' / n22)};
				const float off25 = r23;
			}
		}
	}
}
enum Phase26 { BUSY27, MUL28 = 4, ON29 = 8, OFF30 };
} // namespace

int main() {
	int size31 = 1967;
	size31 += size31;
	idx4_t sum32 = 10U;
	if ((size31 ? '#' : sum32) > ON29) {
		return (signed char)(size31 >> sum32);
	}
	double idx33[5] = {16.625F, 27, 8.0, -55};
	clamp5<<<dim3(1), (512), (4096), nullptr>>>(static_cast<const float*>(nullptr), static_cast<unsigned short*>(nullptr));
	shade14<idx4_t, 7><<<dim3(2), 0x1 << (MUL28 + MUL28), 64 * 4, 0>>>(nullptr);
	kick18<<<dim3((size31 + 31) / 32), (256)>>>(BUSY27, size31 ? (0b1110L - size31) : (53 - size31));
	return 0;
}
