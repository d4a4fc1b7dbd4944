// cudagen 0.1 seed 1582 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,host_global,constexpr_var,struct,enum,namespace,static_assert,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

struct Node4 {
	int count5, vel6;
};
static unsigned g_fold7;

namespace kern8 {
__global__ void blend9_kernel(const long *in10, float *out11, unsigned char q12) {
	int tid13 = threadIdx.x;
	q12 = (ADD3_1(threadIdx.y, q12, 39) + ADD3_1(out11[q12], 36, gridDim.x)) - ((*out11) += in10[2], (tid13 + in10[tid13]));
	q12 = (int)((blockIdx.x - in10[q12]) - int(0x2b));
	++out11[1];
	static_assert(sizeof(int) == 4, "expected value");
}

double check_apply14(const int *__restrict__ in15, int len16) {
	g_fold7--;
	kern8::blend9_kernel<<<dim3(0x10, (len16 + 255) / 0x100, 2), 0x4 * 8, sizeof(double) * 64>>>(reinterpret_cast<const long*>(in15), (float*)nullptr, ADD3_1(g_fold7, 47, 0b11100) - 49);
	g_fold7 = (int)61;
	++len16;
	len16 = (ADD3_1(in15[1], 62, len16) - (9 - in15[g_fold7])) * (0L + (in15[0] * len16));
	unsigned long long lim17 = (*in15) * in15[g_fold7];
	return len16 + ((1.625F / in15[len16]) - (len16 += len16, 55));
}
enum Kind18 : long { LOW19, OFF20 = 4, LOW21 = 7 };
} // namespace kern8

int main() {
	int count22 = 1124;
	kern8::check_apply14(&count22, kern8::check_apply14(&count22, kern8::LOW19) - (46 - g_fold7));
	double m23 = g_fold7;
	return 0;
}
