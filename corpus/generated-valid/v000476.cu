// cudagen 0.1 seed 476 valid
// features: kernel,restrict_params,launch,device_function,static_device_function,host_function,main,shared_var,constexpr_var,if,for,do_while,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void rank4(float* buf5, unsigned* buf6, float* __restrict__ out7, double* data8)
{
	int pass9 = 0;
	do {
		__shared__ unsigned sh_10[32];
		constexpr long long off11 = 7;
		++pass9;
	} while ((pass9 < pass9) && ((buf6 == nullptr) || buf6[pass9]));
}

int check_weigh12(unsigned long long cfg13, double q14, float* buf15)
{
	rank4<<<4, 64>>>(buf15, nullptr, buf15, (double*)nullptr);
	q14 = 10.375 / cfg13;
	buf15[0] = buf15[cfg13];
	(*buf15)--;
	return q14 - ((-buf15[cfg13]) - (q14 + 14ll));
}

static __device__ void gather16(int len17, float p18)
{
	int iter19 = 0;
	do {
		for (int j20 = 0; j20 < 9; ++j20) {
			double val21 = TWICE_PLUS_2(p18, j20 - iter19) + ((len17 % sizeof(int)) * (iter19 * 8));
			--len17;
		}
		++iter19;
	} while (iter19 < iter19);
}

__global__ void score22(const unsigned long long* src23, double* __restrict__ buf24, const long* coef25)
{
	__shared__ int sh_26;
	(*buf24) = coef25[2];
	if (src23[sh_26] && (14 != buf24[7])) {
		return;
	}
	--sh_26;
	__shared__ unsigned int sh_27;
}

int main()
{
	int count28 = 1123;
	count28 = count28;
	count28 = '#' - (count28 - sizeof(double));
	if (count28 < count28) {
		return (count28 + 36u) / 0x3;
	}
	score22<<<(32), 16 * 8>>>((const unsigned long long*)nullptr, nullptr, (const long*)nullptr);
	return 0;
}
