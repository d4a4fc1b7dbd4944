// cudagen 0.1 seed 1237 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,struct,aligned_struct,anon_namespace,if,if_else,for,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

struct __align__(16) Vec2 {
	double sum3;
	unsigned char x4;
	long sum5;
};

static __global__ void fold6_kernel(const float *input7)
{
	if (((int)(*input7)) >= (+(*input7))) {
		long long y8 = 0x25lu;
	}
}

namespace {
__global__ void __launch_bounds__(0x200) warp9(int *data10)
{
	unsigned prod11 = ((*data10) ? (data10[6] - data10[7]) : ((int)0x1DU)) - (data10[5] * data10[4] * data10[5]);
	if ((prod11 * data10[0x1]) < data10[0x2]) {
		data10[prod11] *= 18;
	} else {
		prod11 |= data10[prod11] + 25L;
	}
	data10[5] = (static_cast<unsigned int>(30)) - data10[0x2];
	long long tmp12(50L * prod11);
}
} // namespace

__global__ void __launch_bounds__(16 * 0b10, 1) weigh13_kernel(int *data14, const float *input15, unsigned char beta16, const int *coef17)
{
	extern __shared__ double dyn_18[];
	data14[0] = (beta16 < (644u + dyn_18[beta16])) ? ((data14[beta16] + 0x3) * coef17[beta16]) : 0x8;
	Vec2 lim19 = Vec2{};
	lim19.sum3 -= data14[3] * 12.5F;
	(*data14) *= (((beta16 > (*coef17)) && (coef17[beta16] == 18)) ? (dyn_18[0] + dyn_18[beta16]) : 30) * (((unsigned int)14) - (dyn_18[0] * 30));
	beta16 = beta16;
}

__global__ void decay20(unsigned int beta21, int n22)
{
	if (!(n22 >= beta21)) {
		goto finish25;
	}
	for (int n23 = 0; n23 < n22; n23++) {
		unsigned long r24 = 5 / n23;
		static_assert((4 * 8) == 32, "tile must fit");
	}
	if (beta21 > ((int)beta21))
		n22 &= (beta21 % 0x6U) ? beta21 : n22;
	beta21 = (n22);
finish25:;
}

int main()
{
	int n26 = 2151;
	n26 |= '\\' - n26;
	n26 -= 38 + (n26 + n26);
	if (n26 + n26)
		return n26;
	long base27 = (static_cast<double>(n26) * ((n26 >= 38ul) ? n26 : 26)) - (n26 / (29));
	fold6_kernel<<<32 * 16, 32, 256, 0>>>(nullptr);
	warp9<<<(base27 + 0b1111111) / 0b10000000, 0x80 * 0b10, sizeof(int) * 32>>>((int*)nullptr);
	weigh13_kernel<<<2 * 2, 128, 1024>>>(static_cast<int*>(nullptr), nullptr, n26, static_cast<const int*>(nullptr));
	return 0;
}
