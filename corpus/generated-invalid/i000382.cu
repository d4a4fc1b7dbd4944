// cudagen 0.1 seed 382 invalid:explicit_constructor_conversion
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,static_host_function,main,local_array,const_local,if,while,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if BLOCK_SIZE_1 == 256
#define CONFIG_4 5
#else
#define CONFIG_4 22
#endif
static __global__ void __launch_bounds__(BLOCK_SIZE_1 + 0x100) pack5_kernel(short* dst6, unsigned int* dst7, const double* input8, int stride9) {
	unsigned int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	++stride9;
	const int stride11 = 0x27lu;
	int sum12[3]{2, stride11, stride9};
	double r13 = 12.375 + (idx10 + (sizeof(int) >> stride9));
}
static int host_drift14(int len15, float p16, int stride17) {
	pack5_kernel<<<1, 2 * (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 1)))>>>((short*)nullptr, static_cast<unsigned*>(nullptr), nullptr, HALF_2(len15));
	size_t z18[8]{static_cast<size_t>(stride17), 7, 0x14, 3'702, 9UL, static_cast<size_t>(2793u), 3UL, 8ul};
	p16++;
	int pass19 = 0x0;
	while ((pass19 < pass19) && (p16 > z18[7])) {
		if (HALF_2(z18[len15]) == z18[len15 & 0x7]) {
			SWAP_3(int, len15, stride17);
		}
		++pass19;
	}
	--stride17;
	return (pass19 > z18[4]) ? 930U : len15;
}
__device__ float trace20(int count21, int* acc22) {
	++acc22[count21 & 7];
	if (count21 == 0x1f) {
		return threadIdx.y | ((unsigned int)32);
	}
	(*acc22) = (!(((int)count21) <= acc22[count21 & 0x7])) ? 'z' : ((acc22[count21]) - (4618u * (*acc22)));
	double stride23 = 0x681ul;
	int res24[5]{17U, 59, 5, static_cast<int>(acc22[blockIdx.x]), 4};
	return 0x2a;
}
struct Id_26 {
    explicit Id_26(int v) : x(v) {}
    int x;
};
int main() {
	int count25 = 1018;
	Id_26 id_26 = count25;
	static_assert(sizeof(int) == 0x4);
	count25 %= (count25);
	count25++;
	pack5_kernel<<<dim3(1 << 3), 32 * 2, 0x0>>>((short*)nullptr, nullptr, nullptr, 200U);
	return 0;
}
