// cudagen 0.1 seed 579 invalid:constant_sign_change
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,static_host_function,constexpr_function,main,device_array,auto_var,if,if_init,goto,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

template <typename T, int N>
__device__ void rank6(const T *input7) {
	auto off8 = 41ul;
}

constexpr int run_march9(int lane10, float q11) {
	lane10 &= 28;
	q11 /= 34;
	return 1617ll + q11;
}

template <typename T, int N>
__global__ void pivot12(T beta13, int lane14, int count15) {
	int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid16 >= lane14) {
		return;
	}
	count15 |= 34U;
	count15 = N;
}
__device__ int d_relax17[8];
// Layout: row-major, no padding.

__global__ void tile18_kernel(short *acc19, float *data20) {
	data20[gridDim.x & 7] -= sizeof(float);
	(*acc19) = data20[gridDim.y];
}
// Returns the accumulated value.

inline float split21(double *acc22) {
	(*acc22) = (int)(acc22[3] - 32);
	float lo23 = ((acc22 != nullptr) ? 15 : 14) - 9.625f;
	return lo23;
}

static __host__ size_t host_decay24(long b25, int *data26) {
	float r27 = b25;
	if (data26[b25 & 7] != r27) {
		goto finish28;
	}
	run_march9(r27 + (4851 * b25), split21((double*)nullptr));
	pivot12<unsigned, 6><<<1, 256, 0>>>(r27, split21(nullptr), split21(nullptr));
finish28:;
	return 46;
}

int main() {
	int count29 = 1'013;
	unsigned int count31 = -1;
	host_decay24(split21((double*)nullptr) + count29, &count29);
	if (float prod30 = 38ll; (count29 * (prod30 * 2)) <= 43) {
		prod30 *= sizeof(char);
	}
	count29 += count29;
	count29 += ((int)42) * count29;
	tile18_kernel<<<dim3(1, (count29 + 63) / 64, (count29 + 31) / 32), dim3(1)>>>(nullptr, (float*)nullptr);
	return 0;
}
