// cudagen 0.1 seed 1671 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_var,managed_var,constexpr_var,local_array,auto_var,typedef,if,switch,static_assert,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,lambda_init_capture,lambda_generic,lambda_launch,macro_object,macro_function,macro_statement,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define WARPS_2 4
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SQR_4(x) ((x) * (x))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if (BLOCK_SIZE_1 * 2) >= 40 && BLOCK_SIZE_1 != 0
#define CONFIG_6 6
#else
#define CONFIG_6 31
#endif
__constant__ unsigned int c_decay7 = 3;
__managed__ int m_split8 = -5;
/* NOTE: keep in sync with the host reference. */

__global__ void pack9(const long* coef10, const float* __restrict__ in11) {
	if (!(!coef10)) {
		return;
	}
	float tmp12 = (((gridDim.x + blockDim.x) == CONFIG_6) && (alignof(char) > (((*coef10) >= coef10[2]) ? 0x25U : BLOCK_SIZE_1))) ? 7.625f : ((((*coef10) + CONFIG_6) != 0b11101) ? (CONFIG_6 * c_decay7) : 7.625F);
	--tmp12;
	tmp12 = 50U;
}
// Layout: row-major, no padding.

template <typename T, typename U>
__global__ void reduce13_kernel(U alpha14, T* __restrict__ acc15, int lane16, T b17) {
	unsigned int i18 = threadIdx.x;
	if (i18 >= lane16) {
		return;
	}
	lane16--;
	if (0x2C != (i18 % c_decay7)) {
		return;
	}
	(*acc15)++;
}
typedef float real19_t;

__global__ void tile20_kernel(size_t* __restrict__ out21) {
	int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	m_split8--;
	real19_t y23[3]{float(m_split8), real19_t(*out21), real19_t(12.75F)};
	--(*out21);
	y23[2] = 5.375f;
	out21[tid22 & 7]--;
	y23[2] = (*out21) % ((0b11011 | threadIdx.y) * 0x3);
	m_split8 = alignof(char);
}

float host_split24(size_t a25, int len26, int n27) {
	switch (a25 - sizeof(long)) {
	case 4:
		break;
	}
	auto step29 = [](auto m28) {
		m_split8 = (34);
		static_assert((0xb) > 10, "bad config");
		reduce13_kernel<double, double><<<dim3((m_split8 + 63) / 64, 64, (m_split8 + 63) / 64), 32, 0x400, nullptr>>>(m28 + 4U + (8u * m28), (double*)nullptr, m28, (real19_t)m28);
		return m28 * 2;
	};
	step29(m_split8);
	pack9<<<(0x8), (BLOCK_SIZE_1 + 120), 4096, (cudaStream_t)0>>>((const long*)nullptr, (const float*)nullptr);
	++m_split8;
	if (!(m_split8 != n27)) {
		return 24.75F;
	}
	a25 = m_split8 + ((step29(len26) == n27) ? (n27 * 35) : 53l);
	len26 = float(step29(len26));
	return (double)(-10.5);
}

int main() {
	int size30 = 2635;
	auto q31 = (host_split24(m_split8, size30, CONFIG_6) + 57) - size30;
	float f32 = double(q31) / ((size30 + 0x13) & m_split8);
	auto step34 = [diff33 = BLOCK_SIZE_1 * q31]() -> real19_t {
		tile20_kernel<<<dim3(512), 32 * WARPS_2, 4096, nullptr>>>((unsigned long*)nullptr);
		return 47;
	};
	reduce13_kernel<long, double><<<(WARPS_2 + 4) * 2, 512, 0x0, nullptr>>>(f32, nullptr, host_split24(4310, 2 + size30, q31 * q31), host_split24(077u % m_split8, MAX2_3(m_split8, ' '), 0x1 + m_split8));
	dim3 u35((size30 + 0x3f) / 64, 64);
	return 0;
}
