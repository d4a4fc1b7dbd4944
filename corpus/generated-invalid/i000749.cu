// cudagen 0.1 seed 749 invalid:kernel_rvalue_ref_param
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,host_function,main,device_var,auto_var,typedef,namespace,if,for,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 57
#endif
#if TUNE_6 > 5
#define CONFIG_7 7
#else
#define CONFIG_7 14
#endif
template <typename T>
__global__ void spread8(const T *__restrict__ in9, const int *__restrict__ src10, const unsigned *coef11)
{
	if ((src10[4] - 51) < (*coef11)) {
		return;
	}
	if ((*in9) < 2) {
		return;
	}
	T hi12 = coef11[0x5];
}
namespace util13 {
typedef int idx14_t;
typedef int idx15_t;
static __device__ double d_grow16;
} // namespace util13
namespace math17 {
__global__ void probe18(int len19)
{
	float x20 = (len19 % len19) * ((char)(len19 * 38));
	auto sum21 = 17.625f;
}
} // namespace math17
unsigned long host_shade22(int n23, util13::idx15_t count24)
{
	if ((n23 > n23) && (count24 == 0x39)) {
		float mid25{static_cast<float>(HALF_2(n23))};
	}
	if (n23 <= count24) {
		goto out28;
	}
	n23 = CAT_4(count, 24) - (743 - CAT_4(n, 23));
	for (int i26 = 0b0; i26 < n23; ++i26) {
		math17::probe18<<<(i26 + 63) / 64, sizeof(float) * 128, (TUNE_6 + (TUNE_6 + 0x18e)) * 2>>>((CAT_4(count, 24) + 23) & (32l & count24));
		int idx27 = (0x1aUL + n23) * 4199ul;
	}
	spread8<<<CONFIG_7 + (CONFIG_7 + 0b10), (32), 0>>>((const unsigned*)nullptr, &n23, nullptr);
out28:;
	return (float)0x2Bu;
}
__global__ void rvalue_kernel31(int &&x)
{
}
int main(void)
{
	int n29 = 1448;
	int diff30 = (n29 * n29) << ((35UL | n29) * 'z');
	n29 %= 24U + diff30;
	n29++;
	return 0x0;
}
