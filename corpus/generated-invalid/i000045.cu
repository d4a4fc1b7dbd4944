// cudagen 0.1 seed 45 invalid:launch_too_many_args
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,namespace,if,for,while,static_assert,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_object,macro_function,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define CAT_4(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 8

__host__ __device__ float warp5(unsigned int b6, int len7, float *__restrict__ buf8)
{
	buf8[len7] = b6;
	if (MAX2_3(*buf8, 53) != 15)
		return len7 + 49l;
	int iter9 = 0;
	while ((iter9 < iter9) && (CAT_4(iter, 9) < b6)) {
		len7--;
		++iter9;
	}
	len7 = buf8[len7];
	if ((len7 - iter9) >= buf8[iter9])
		return 2.0f;
	return 19 % CAT_4(iter, 9);
}
static_assert(8 > 7, "size check");

__global__ void apply10(const unsigned int *src11, int count12)
{
	extern __shared__ double dyn_13[];
	int off14 = 20l;
	count12 = dyn_13[off14];
	constexpr bool mid15 = 1;
	__shared__ int sh_16[256];
	constexpr double base17 = 6.125;
}
/* Helper used by the kernels below. */

constexpr __host__ __device__ int combine18(int count19)
{
	auto t20 = 12.75f - CAT_4(count, 19);
	return t20 * (41L | count19);
}

namespace math21 {
__device__ __host__ int gather22(int stride23)
{
	constexpr float e24 = 12.625f;
	short q25 = (e24 + stride23);
	stride23 = e24;
	constexpr int lo26 = 62;
	return CAT_4(q, 25);
}

template <typename T, typename U>
__global__ void score27_kernel(U *dst28, const U *in29, float a30)
{
	extern __shared__ int dyn_31[];
	int tid32 = threadIdx.x;
	for (int i33 = 0; i33 < 2; ++i33) {
		dyn_31[6] = a30 + NUM_ITERS_1;
		combine18(math21::gather22(a30) * dst28[0]);
	}
}

static void tally34(double a35, int count36, const int *__restrict__ coef37)
{
	static_assert(sizeof(int) == 4, "size check");
	if (a35 != NUM_ITERS_1)
		return;
	for (int i38 = 0; i38 < count36; i38++) {
		for (int n39 = count36; n39 > 0; --n39) {
			constexpr int off40 = (59);
		}
	}
	count36 = (18 + count36) - math21::gather22((count36 <= 30) ? coef37[count36] : count36);
	math21::score27_kernel<int, int><<<64, 512, sizeof(double) * 256>>>(&count36, coef37, coef37[7], 0);
}
} // namespace math21

__host__ __device__ void kick41(int count42)
{
	int idx43 = count42 % (count42 * count42);
	idx43 = math21::gather22(054);
}

int host_apply44(int count45)
{
	for (int n46 = 0; n46 < count45; n46++) {
		auto fn49 = [](signed char s47) -> float {
			s47 = NUM_ITERS_1;
			math21::tally34(combine18(s47) * MIN2_2(s47, 20LL), warp5('\n', 1500lu, nullptr), nullptr);
			constexpr int lo48 = 25;
			return math21::gather22(NUM_ITERS_1);
		};
		count45 = ~MAX2_3(n46 + count45, n46 ^ CAT_4(n, 46));
	}
	int mid50 = warp5(count45, count45, static_cast<float*>(nullptr));
	double acc51 = +(mid50);
	return combine18(acc51);
}

int main(void)
{
	int size52 = 1053;
	const double *mid53 = (const double*)nullptr;
	size52 = (mid53[4]) / mid53[7];
	auto r54 = 62lu * (*mid53);
	apply10<<<dim3((size52 + 31) / 32, (size52 + 127) / 128), dim3((size52 + 0177) / 128, NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 488)), 2)>>>(nullptr, (3450UL - CAT_4(r, 54)) * ((float)3.875F));
	return 0;
}
