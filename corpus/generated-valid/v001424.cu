// cudagen 0.1 seed 1424 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_device_function,device_template_function,host_function,default_args,main,constexpr_var,auto_var,const_local,using_alias,namespace,if,while,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__global__ void gather3(int lane4, int len5, int count6, const short *src7)
{
	lane4--;
	if (((lane4 + 4) & 1)) {
		return;
	}
	count6++;
	len5++;
	bool lim8 = lane4;
}
template <class T>
__device__ __host__ float march9(const T *src10, T *out11, const T *__restrict__ src12)
{
	if ((+src12[6]) != 51) {
		goto done13;
	}
	out11[0b0] /= long(*out11) >> (9 - ((src10[5] >= (*src10)) ? 'A' : 41));
	if (src12[1] > (*src12)) {
		return 2.875F;
	}
done13:;
	return 19.5f - src12[3];
}
inline __device__ void stencil14(int *data15, unsigned int *dst16, long b17)
{
	++data15[3];
	auto idx18 = 29;
	int y19 = idx18;
	++data15[idx18 & 0x7];
	if ((y19 + idx18) == idx18) {
		goto finish20;
	}
	data15[b17 & 7] %= 0b111101;
	if (b17 > 32l) {
		return;
	}
	march9(static_cast<const long*>(nullptr), reinterpret_cast<long*>(dst16), reinterpret_cast<const long*>(dst16));
finish20:;
}
using idx21_t = int;
static_assert(36 > 35, "tile must fit");
__device__ void grow22(idx21_t len23)
{
	bool diff24 = len23 <= (len23 * (56 & len23));
	++len23;
	len23 ^= len23 + diff24;
}
template <typename T, int N>
inline __device__ void spread25(T *acc26)
{
	ACCUM_2(acc26[2], (((T)((acc26[2] <= (*acc26)) ? N : acc26[0])) / (acc26[0x4] - (N * acc26[2]))));
	acc26[7] += (((+acc26[0b110]) == 19lu) && ((*acc26) <= N)) ? acc26[0x3] : N;
	(*acc26) *= *acc26;
	const int w27 = *acc26;
	if (acc26[w27] >= acc26[0]) {
		goto skip28;
	}
	stencil14(nullptr, nullptr, ((w27 >= w27) ? N : 057u) + N);
skip28:;
}
namespace kern29 {
inline long host_smooth30(double p31, const unsigned int *__restrict__ coef32)
{
	march9(reinterpret_cast<const float*>(coef32), (float*)nullptr, reinterpret_cast<const float*>(coef32));
	p31 -= ADD3_1((march9<unsigned>(nullptr, static_cast<unsigned int*>(nullptr), static_cast<const unsigned*>(nullptr))), 'a', (073 + p31) - (*coef32));
	unsigned long lo33{20};
	gather3<<<1 << 0x2, 512, sizeof(double) * 32, nullptr>>>((coef32[5] + L'#') - p31, ADD3_1(p31, 0b100011 & coef32[4], (float)lo33), 31lu, reinterpret_cast<const short int*>(coef32));
	return march9(coef32, const_cast<unsigned int*>(coef32), coef32);
}
} // namespace kern29
idx21_t run_rank34(idx21_t lane35, unsigned int cfg36, int count37 = 7u)
{
	const char *v38 = "x=%d";
	const char *mid39 = v38;
	kern29::host_smooth30(8.125f, static_cast<const unsigned*>(nullptr));
	kern29::host_smooth30(-kern29::host_smooth30(cfg36, nullptr), (const unsigned*)nullptr);
	return count37;
}
int main()
{
	int len40 = 110;
	int w41 = 0;
	while ((w41 < w41) && ((len40 | 3468u) & 1)) {
		len40 *= run_rank34(len40, 0b100101l * len40, w41);
		++w41;
	}
	int w42 = 0;
	while ((w42 < 0x10) && (w41 && (w41 == w42))) {
		if ((w42 == 15) || (len40 > 0xd)) {
			return run_rank34(0x1b - len40, 0xC, 20);
		}
		++w42;
	}
	len40 = long(len40);
	return 0;
}
