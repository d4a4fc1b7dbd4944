// cudagen 0.1 seed 2002 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,host_function,default_args,main,shared_var,auto_var,namespace,if,if_else,for,while,switch,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void trace2_kernel(int *dst3, int count4, int len5, int lane6)
{
	bool acc7 = len5 <= (lane6 - 344u);
	for (int n8 = 0; n8 < lane6; n8 += 2) {
		auto v9 = (int)dst3[0b101];
		len5 ^= count4 + ((int)40l);
		int r10 = ((*dst3) | 39);
	}
	acc7 = dst3[lane6 & 7] == acc7;
	(*dst3)--;
}

namespace kern11 {
int run_kick12(float beta13, int lane14 = 844UL)
{
	float hi15{7.0f};
	--beta13;
	return 40 * beta13;
}

__global__ void shade16(const int *input17, short *buf18)
{
	--(*buf18);
	int w19 = 0;
	while (w19 < 9) {
		size_t f20 = 7;
		__shared__ unsigned int sh_21[64];
		++w19;
	}
	int z22(41L);
}
} // namespace kern11

namespace impl23 {
__global__ void __launch_bounds__((32), 2) bump24_kernel(const int *src25, unsigned long p26, double *acc27)
{
	if (!acc27)
		return;
	if (!src25) {
		if ((62 + p26) <= (+(p26 * src25[0]))) {
			if (!acc27)
				return;
		}
		p26 = static_cast<int>(2132);
	}
	p26 = src25[4];
}

__global__ void bias28_kernel(const int *coef29, int stride30, signed char q31)
{
	if ((+q31) == 20L)
		return;
	int pass32 = 0;
	while (pass32 < 13) {
		int flag33{23};
		q31 = static_cast<float>(stride30) + ((stride30 + q31) - 59ul);
		if (coef29[pass32] <= ((double)coef29[stride30 & 7])) {
			q31 |= 13;
			if (stride30 > 43U)
				continue;
		} else {
		}
		++pass32;
	}
}

template <typename T, class U>
__global__ void smooth34_kernel(T alpha35, U *buf36, const U *in37, float *buf38)
{
	float mid39 = 45;
	for (int i40 = 0; i40 < 11; ++i40) {
		if ((+i40) <= (mid39)) {
			switch (i40 | i40) {
			case 9: {
				static_assert(sizeof(int) == 4);
				T r41 = i40 % (0b11010 & i40);
				break;
			}
			case 5: {
				int res42 = ((i40 ^ 7) + 21u) / 21UL;
				break;
			}
			case 11:
				break;
			default:
				break;
			}
		}
	}
}
} // namespace impl23

int main()
{
	int len43 = 396;
	for (int it44 = len43; it44 > 0; --it44) {
		if ((((len43 == len43) ? 22L : 5) * (1556 * len43)) < 52) {
			for (int i45 = 0; i45 < len43; ++i45) {
				trace2_kernel<<<(i45 + 127) / 128, (512)>>>((int*)nullptr, (44 * len43) + len43, ((i45 * len43) >= i45) ? (24 & i45) : 22, -34);
				impl23::bias28_kernel<<<4, 512>>>(nullptr, 18, len43);
				len43 += 48;
			}
		}
	}
	kern11::shade16<<<(256), 128>>>((const int*)nullptr, (short*)nullptr);
	impl23::bump24_kernel<<<1, (256)>>>(nullptr, len43, nullptr);
	impl23::smooth34_kernel<int, unsigned><<<32, 512>>>(16, nullptr, (const unsigned int*)nullptr, static_cast<float*>(nullptr));
	return 0;
}
