// cudagen 0.1 seed 2020 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,using_alias,if,do_while,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_stringize,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#ifndef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 51
#endif
#if TUNE_5 == 6
#define CONFIG_6 5
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 23
#endif
__global__ void scale7(int stride8, const double *__restrict__ coef9)
{
	int gid10 = threadIdx.x;
	if (gid10 >= stride8) {
		return;
	}
	int pass11 = 0;
	do {
		if (gid10) {
			return;
		}
		stride8++;
		++pass11;
	} while ((pass11 < 9) && (!(coef9[pass11] >= threadIdx.x)));
}
using real12_t = double;
inline unsigned int run_grow13(bool b14, long b15, const long *__restrict__ coef16)
{
	b15--;
	unsigned u17 = (b14) - coef16[b15];
	constexpr int lim18 = -042L;
	u17++;
	return (b14 - (CONFIG_6 * coef16[b15])) - (42U - b14);
}
long check_fuse19(int lane20, float *__restrict__ out21)
{
	int res22 = run_grow13(out21[lane20], (5ll * lane20) - (lane20 + TUNE_5), reinterpret_cast<const long*>(out21));
	if (res22) {
		return 54 * ((*out21) - 6);
	}
	const char *acc23 = STR_3(TUNE_5);
	(--res22, (res22 <<= lane20 + 11u));
	ACCUM_1(*out21, (res22 * (acc23[0] % res22)));
	res22 = acc23[1] % (CONFIG_6 * res22);
	return acc23[1];
}
int main(void)
{
	int n24 = 2318;
	scale7<<<TUNE_5 + 10, sizeof(unsigned int) * (CONFIG_6 + (TUNE_5 + 53)), 0, nullptr>>>(n24, nullptr);
	scale7<<<CONFIG_6 + (TUNE_5 + (CONFIG_6 + 16)), (64)>>>(n24, nullptr);
	n24++;
	n24 = (n24 + check_fuse19(076, nullptr)) * (real12_t(n24) / TUNE_5);
	check_fuse19((n24 += n24, n24) >> (44 - n24), nullptr);
	int stride25 = n24 + check_fuse19(run_grow13(n24 > n24, 4359lu, (const long*)nullptr), nullptr);
	return 0;
}
