// cudagen 0.1 seed 413 invalid:unbalanced_bracket
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,device_function,device_noinline,host_device_function,host_function,default_args,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,struct,enum_class,namespace,anon_namespace,nested_namespace,if,for,pragma_unroll,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if NUM_ITERS_1 > 125
#define CONFIG_7 3
#else
#define CONFIG_7 23
#endif
#undef CONFIG_7
#define CONFIG_7 8

namespace util8 {
__device__ __noinline__ void update9(int len10, int n11, double q12 = 29)
{
	static_assert(7 == 7);
	#pragma unroll
	for (int it13 = 0, j14 = 14; it13 < j14; (++it13, (--j14))) {
		switch (n11) {
		case (NUM_ITERS_1):
			if ((j14 & 1)) {
				continue;
			}
			break;
		}
		q12 = n11;
	}
}
enum class Kind15 { Mul16, Low17 = 5 };
} // namespace util8

inline __host__ __device__ unsigned long long spread18(int lane19, const double *in20)
{
	int v21 = ' ' * lane19;
	int val22[2] = {v21};
	return v21 % val22[0];
}

unsigned host_tile23(util8::Kind15 beta24, int lane25)
{
	dim3 acc26((CONFIG_7 + (NUM_ITERS_1 + 496)), CONFIG_7 + (NUM_ITERS_1 + 240));
	(lane25++, (beta24 = util8::Kind15::Low17));
	int tmp27 = (long long)lane25;
	return tmp27;
}

__global__ void reduce28(const double *__restrict__ coef29, int count30, float cfg31)
{
	(cfg31--, (count30 |= NUM_ITERS_1 * count30));
	if (count30 != 24U) {
		return;
	}
	cfg31 -= count30;
	(++cfg31, (count30 = cfg31));
	cfg31 -= count30;
	char val32 = count30;
}

namespace ops33::sub34 {
enum class State35 { Green36, On37 };
__managed__ int m_shade38[8] = {1769, 30, -256, 14u};

template <typename T, int N = 7>
__global__ void shade39(T *__restrict__ dst40)
{
	extern __shared__ unsigned int dyn_41[];
	T w42 = 25u;
	if ((dyn_41[4] & 1) && (w42 != N)) {
		return;
	}
	dyn_41[3] %= N % dyn_41[1];
	#pragma unroll 2
	for (int n43 = 0; n43 < 4; n43 += 4) {
		(ops33::sub34::m_shade38[n43 & 7]++, (w42 *= n43));
		--w42;
	}
}
} // namespace ops33::sub34

namespace {
struct Stats44 {
	signed char hi45;
	int count46;
};
} // namespace

void stencil47(signed char cfg48, const Stats44 &q49)
{
	if (q49.count46) {
		return;
	}
	switch (~ops33::sub34::m_shade38[cfg48]) {
	case 6:
		ops33::sub34::m_shade38[cfg48] = (q49.count46 >= 0x36) ? q49.hi45 : cfg48;
		break;
	case 0:
		break;
	case 10:
		ops33::sub34::m_shade38[6] &= ops33::sub34::m_shade38[cfg48 & 7];
		break;
	}
	if ((cfg48 >= q49.count46) && (cfg48 <= ops33::sub34::m_shade38[0])) {
		return;
	}
	ops33::sub34::m_shade38[cfg48] += (-((q49.hi45 >= ops33::sub34::m_shade38[cfg48 & 7]) ? cfg48 : q49.hi45));
	++ops33::sub34::m_shade38[cfg48];
}

int main()
{
	int n50 = 788;
	int vals51[4 = {1, 2, 3, 4};
	if ((n50 <= 4) && (CAT_6(n, 50) != ops33::sub34::m_shade38[n50 & 7])) {
		return (size_t)(n50 + CONFIG_7);
	}
	switch (ops33::sub34::m_shade38[n50] * ops33::sub34::m_shade38[6]) {
	case 3:
		n50 = ops33::sub34::m_shade38[0x4];
		break;
	case 2:
		--n50;
		[[fallthrough]];
	case 0x5:
		break;
	default:
		break;
	}
	reduce28<<<dim3(sizeof(unsigned int) * 4, 1), 512>>>(nullptr, ((unsigned char)n50) % n50, CONFIG_7);
	ops33::sub34::shade39<double, 7><<<(CONFIG_7 + (NUM_ITERS_1 + (NUM_ITERS_1 + 104))), dim3(sizeof(int) * (NUM_ITERS_1 + (CONFIG_7 + (CONFIG_7 + 8))))>>>(nullptr);
	return 0;
}
