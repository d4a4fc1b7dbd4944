// cudagen 0.1 seed 1331 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,main,shared_var,constexpr_var,local_array,auto_var,struct,enum,typedef,using_alias,anon_namespace,if,goto,ternary,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,cast_static,alignof,macro_function,macro_paste
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__global__ void scatter6(unsigned char *buf7, int *buf8, int *buf9)
{
	buf8[2] = buf8[6];
	auto hi10 = buf7[6];
	if (MOD8_2(hi10) == buf8[hi10]) {
		return;
	}
	__shared__ long sh_11;
	buf9[hi10] = (((buf8[0] > (*buf8)) ? sh_11 : alignof(float)) + (buf9[sh_11] - 13)) - (*buf7);
	float prod12 = unsigned(MIN2_1((float)hi10, buf9[2]));
	prod12 = 23.25f;
}

__global__ void step13(const unsigned int *src14)
{
	int cnt15 = src14[3];
	cnt15 = cnt15 + 25;
	double acc16((3.25f + ((*src14) - cnt15)) * cnt15);
	const unsigned char *cnt17 = static_cast<const unsigned char*>(nullptr);
}

struct Span18 {
	float vel19;
	int mass20;
	double val21;
};

static __global__ void warp22_kernel(int *buf23)
{
	buf23[3] = alignof(int);
	(*buf23)--;
}
typedef int idx24_t;

__global__ void norm25_kernel(float *__restrict__ buf26, const signed char *coef27)
{
	float res28 = (((char)7) - (*buf26)) + 11.125F;
	res28 = 62 + res28;
	float res29 = 20.625f;
	Span18 y30 = Span18{0x1p1f, 6, 010037u};
	res28 = CAT_5(res, 28);
}

static __global__ void __maxnreg__(32) accum31_kernel(idx24_t *__restrict__ buf32, Span18 alpha33, Span18 a34, idx24_t *data35)
{
	a34 = a34;
	char *z36 = static_cast<char*>(nullptr);
}
using real37_t = double;

namespace {
__global__ void shade38(Span18 b39, double *__restrict__ acc40)
{
	const idx24_t *sum41 = nullptr;
	if ((b39.mass20 >= acc40[5]) && (acc40[0] <= b39.vel19)) {
		goto out42;
	}
	if (acc40[5] >= sum41[3]) {
		return;
	}
out42:;
}
enum State43 : unsigned int { SLOW44, ADD45 = 3 };
} // namespace

__host__ __device__ long bias46(int n47, size_t b48)
{
	Span18 f49 = Span18{10.F, n47, static_cast<real37_t>(9.75)};
	++n47;
	short y50[4]{static_cast<short>(11), short(SLOW44), 6UL, 50};
	f49 = Span18{float(n47), n47, 23.625};
	return f49.vel19;
}

int main()
{
	int size51 = 1740;
	warp22_kernel<<<dim3(2, ADD45 + (ADD45 + (ADD45 + 247))), 1 << (ADD45 + 2)>>>(nullptr);
	size51--;
	scatter6<<<(size51 + 31) / 32, 0b10000000, 0>>>(nullptr, (idx24_t*)nullptr, nullptr);
	step13<<<1, 512>>>(nullptr);
	norm25_kernel<<<dim3(512, (size51 + 63) / 64, 1 << 7), 128>>>(nullptr, nullptr);
	return 0;
}
