// cudagen 0.1 seed 1322 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,const_local,enum,if,for,nested_block,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,lambda_generic,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define MOD8_2(x) ((x) % 8)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 2

unsigned int smooth6(long long *out7) {
	{
		int stride8 = 18L;
		auto step11 = [](auto w9, auto base10) {
			base10 += MOD8_2((w9 += 32, alignof(int)));
			return w9 * 2;
		};
		step11(stride8, stride8);
	}
	double s12 = (*out7) * out7[7];
	(*out7) %= 25;
	out7[2] = out7[1];
	return out7[6];
}

static __global__ void decay13(unsigned short *buf14, size_t p15, int n16, double *dst17) {
	int i18 = threadIdx.x;
	if (i18 >= n16) {
		return;
	}
	const float m19 = p15 + 17.75F;
	int off20 = 52;
	unsigned int h21 = 9;
	float u22 = m19 * m19;
	++h21;
}

int run_scatter23(const long *input24) {
	unsigned x25 = char(50);
	int sum26 = smooth6(nullptr);
	sum26 = smooth6(nullptr);
	for (int j27 = 0, j28 = sum26; j27 < j28; (++j27, (--j28))) {
		float tmp29(j27 * (*input24));
	}
	x25 %= MOD8_2(sum26 + 50) * (x25 - 4951ll);
	unsigned z30 = 39 - MOD8_2(smooth6((long long*)nullptr));
	return smooth6((long long*)nullptr);
}
enum Op31 { HIGH32, ADD33 };

constexpr __host__ __device__ int combine34(int n35, int stride36) {
	short hi37 = stride36;
	n35 = ADD33 + n35;
	return (MAX2_3(n35, 19lu) + hi37) - ((stride36 + n35) - hi37);
}

long long run_rank38(unsigned int *__restrict__ data39, int count40, float alpha41) {
	bool lo42 = !(data39 != nullptr);
	const int *idx43 = nullptr;
	return alpha41 - alpha41;
}

int main(void) {
	int count44 = 3091;
	count44 += count44;
	count44 += combine34(+count44, count44);
	auto lam48 = [](double h45, double lim46) -> unsigned int {
		float h47 = ((double)(4.625 + h45)) * combine34(h45, MAX2_3(h45, 64));
		h47 = h47;
		h45 = h45 + ((float)8);
		return sizeof(char);
	};
	lam48(count44, count44);
	count44 = (((count44 == count44) ? 45U : 1160UL) - (count44 - HIGH32)) + ((-count44) * count44);
	decay13<<<(count44 + 31) / 32, sizeof(unsigned int) * (ADD33 + (ADD33 + (ADD33 + 5))), sizeof(double) * 64>>>((unsigned short*)nullptr, lam48(count44 / count44, run_scatter23(nullptr)), combine34(count44 + 'a', count44 / count44), (double*)nullptr);
	cudaStream_t f49 = nullptr;
	return 0;
}
