// cudagen 0.1 seed 117 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constexpr_var,auto_var,namespace,if,if_init,do_while,static_assert,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,alignof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
// Returns the accumulated value.

__host__ __device__ signed char update3(int n4) {
	signed char y5 = n4 / (CAT_2(n, 4) + n4);
	if (y5 == 23) {
		return alignof(int);
	}
	short stride6 = 4899lu;
	return 47;
}

namespace util7 {
__global__ void combine8_kernel(unsigned int cfg9) {
	int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	cfg9 &= (1 + threadIdx.y + gid10) >> update3(cfg9);
	double u11(40);
}

__global__ void step12(int count13) {
	if ((count13) >= 48) {
		return;
	}
	static_assert(sizeof(int) == 4);
}
} // namespace util7
/* Helper used by the kernels below. */

template <class T>
__global__ void spread14_kernel(T beta15) {
	int idx16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	beta15 = idx16 + (idx16 * update3(46));
	T r17(beta15);
	constexpr float w18 = -1.5f;
	beta15 = blockIdx.x;
	update3(CAT_2(r, 17) / r17);
	auto cnt19 = update3(12);
}

__global__ void smooth20_kernel(long long *__restrict__ acc21, float *__restrict__ buf22, int *__restrict__ out23, const short *in24) {
	int gid25 = threadIdx.x;
	float e26 = update3(update3(sizeof(unsigned int)));
	e26 = update3(0x7);
	auto acc27 = (56 + in24[1]) * 30;
	update3((int)(CAT_2(acc, 27) >> 12));
	update3(acc27);
}

int host_spread28(unsigned short b29) {
	if (int lim30 = (update3(b29) - MIN2_1(CAT_2(b, 29), 30)) * update3(update3(b29)); ((b29 - 9) * (lim30 * b29)) == update3(b29)) {
		util7::step12<<<2, 1 << 6, 512 * 2, (cudaStream_t)0>>>(b29 << b29);
	}
	int w31 = 0;
	do {
		util7::step12<<<(w31 + 31) / 32, 1 << 6>>>(b29 / update3(56ll));
		static_assert((3) > 2, "expected value");
		++w31;
	} while ((w31 < 7) && ((w31 == 55) && (w31 <= 58u)));
	util7::step12<<<(w31 + 255) / 256, 64>>>(update3(62u));
	return 46U;
}

int main() {
	int size32 = 2244;
	if (MIN2_1(size32, size32) <= ' ') {
		return (size32 << 6) - CAT_2(size, 32);
	}
	if ((16 <= size32) && (update3(size32) != size32)) {
		if ((size32 * CAT_2(size, 32)) == 27LL) {
			return sizeof(int);
		}
		util7::combine8_kernel<<<2, (512), 0x0, 0>>>(update3(MIN2_1(size32, size32)));
		constexpr int q33 = 7l;
	}
	spread14_kernel<float><<<(size32 + 0x1f) / 32, sizeof(int) * 0x20>>>(size32);
	smooth20_kernel<<<1 << 5, 128>>>((long long*)nullptr, nullptr, nullptr, nullptr);
	return 0;
}
