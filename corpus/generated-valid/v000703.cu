// cudagen 0.1 seed 703 valid
// features: kernel,launch,builtin_vars,device_function,host_function,main,managed_var,constexpr_var,if,if_init,switch,static_assert,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_static,cast_reinterpret,cast_const,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define BLOCK_SIZE_2 16
#define NUM_ITERS_3 (2 * 0b100 * (010 * 0x2))
#define SQR_4(x) ((x) * (x))
#define SQR_5(x) ((x) * (x))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_7
#define TUNE_8 13
#else
#define TUNE_8 52
#endif

__device__ int smooth9(const int *input10, int *acc11) {
	int w12 = -(*input10);
	if (input10[w12] << 7) {
		return -0x70C;
	}
	static_assert(0b100111 == 39, "expected value");
	acc11[0b1] = acc11[blockDim.x];
	if ((*acc11) * (*input10)) {
		return (u8'z');
	}
	++acc11[w12];
	if ((blockDim.x / 41) >= (*input10)) {
		return input10[w12];
	}
	return *input10;
}
__managed__ float m_step13 = -19.75f;

void run_sweep14(int stride15, int *buf16) {
	m_step13++;
	m_step13++;
	static_assert(30 == 036, "tile must fit");
}

__global__ void split17(const int *in18, int n19, float *acc20) {
	if (float base21 = 3.625f; blockIdx.x >= threadIdx.x) {
		base21 = ((*acc20) == base21) ? (*acc20) : smooth9(in18, nullptr);
	}
	switch (blockIdx.x) {
	case BLOCK_SIZE_1 + 8:
		if (in18 != nullptr) {
			break;
		}
		if (((n19 - acc20[n19]) - in18[4]) < (m_step13 + n19)) {
			float w22 = smooth9(static_cast<const int*>(nullptr), reinterpret_cast<int*>(acc20));
			m_step13 = acc20[2];
		}
		break;
	case 3 * 2:
		break;
	}
}

int main() {
	int count23 = 719;
	split17<<<NUM_ITERS_3 * BLOCK_SIZE_1, 0b100000 * 8>>>(nullptr, m_step13, &m_step13);
	if ((count23 + 22) > BLOCK_SIZE_2) {
		return m_step13;
	}
	const char *hi24 = "a\tb";
	split17<<<BLOCK_SIZE_2 + 496, 1 << (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 0x1))>>>(&count23, -m_step13, &m_step13);
	return 0;
}
