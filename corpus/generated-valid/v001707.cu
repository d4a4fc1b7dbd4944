// cudagen 0.1 seed 1707 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,main,constant_var,constexpr_var,enum,enum_class,switch,switch_fallthrough,incdec,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,lambda,lambda_capture_value,macro_function,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define DEFINE_MAP_KERNEL_4(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_4(map_smooth5, float)
__constant__ double c_mix6 = -19.5F;
enum class Op7 : long { High8 = 2, Red9, Low10 };
enum Phase11 : short {
	IDLE12 = 2,
	SLOW13 = 7,
	ADD14,
	BUSY15 = 13,
	MUL16
};
__global__ void score17_kernel(int len18) {
	len18 = c_mix6;
	len18 = (len18);
	len18 = SLOW13;
}
int main() {
	int n19 = 3178;
	auto lam21 = [=](float x20) {
		x20 = ADD14;
		x20 = 0.25f * HALF_2(x20);
		x20 = x20;
	};
	lam21(n19);
	switch (n19) {
	case (0x6):
		n19 = LOW_BITS_1(n19);
		--n19;
		[[fallthrough]];
	case 5:
		n19 = (n19 * (0x23 * n19)) / ((n19 / 0x2flu) - (28 + n19));
		break;
	default:
		break;
	}
	map_smooth5<<<2, sizeof(unsigned int) * 0b1000>>>(nullptr, n19);
	score17_kernel<<<(n19 + 255) / 256, dim3(1, (n19 + 63) / 64)>>>(HALF_2(n19 - n19));
	return 0;
}
