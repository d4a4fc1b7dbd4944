// cudagen 0.1 seed 1834 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,host_function,main,shared_var,constexpr_var,const_local,static_local,struct,struct_methods,if,if_else,do_while,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void filter3_kernel(const unsigned *coef4, int *dst5, int n6)
{
	n6 += +((sizeof(int) - (*dst5)) - (0x9lu + n6));
	int w7 = 23;
	long long y8 = 48;
	unsigned int e9{0x1A};
}

struct Node10 {
	int vel11;
	unsigned long flag12;
	float flag13;
	__host__ __device__ int scale14() const
	{
		unsigned int w15(vel11 + flag12);
		return +w15;
	}
	__host__ __device__ unsigned long bump16(unsigned char idx17) const
	{
		if (!(flag13 != 33)) {
			return 0x33;
		}
		Node10 y18 = Node10{0b1010, flag12, 6.5f};
		return 18l;
	}
};

static __global__ void decay19(float b20, long long *out21, const int *input22, int stride23)
{
	__shared__ int sh_24;
	sh_24 -= (*out21) + 0x576;
	if ((input22[stride23] >= 54) && (out21[sh_24] > b20) && (out21 == nullptr)) {
		bool lim25 = false;
		if (!((b20 == 40) && (input22[4] == sh_24))) {
			b20 = (out21[stride23] - out21[3]) * (sh_24 * (0x3 - out21[0]));
			b20 -= ((sh_24 + '\x41') / ((stride23 >= sh_24) ? out21[7] : 20.375F)) + ((+stride23) + (stride23 - sizeof(int)));
		}
	} else {
	}
}

template <typename T, int N = 1>
__global__ void gather26_kernel(T q27, const double *coef28, const float *coef29, float *buf30)
{
	q27 = q27 + (0.75 * (*buf30));
	__shared__ Node10 sh_31;
	float sum32 = sh_31.bump16(N);
	if (!(sum32 <= N)) {
		goto skip33;
	}
	(sum32++, (sum32 = buf30[0x0]));
skip33:;
}

__global__ void bias34_kernel(const float *src35, int lane36, const float *in37)
{
	if (lane36 < (*src35)) {
		return;
	}
	(++lane36, (lane36 = in37[lane36]));
	lane36 = 0x23;
}

void host_spread38(const unsigned int *coef39, int lane40, unsigned long long alpha41)
{
	lane40 ^= (coef39[lane40] == 0x1f) ? ((*coef39) + (*coef39)) : 0x26;
	int w42 = alpha41;
	unsigned int v43 = ((((unsigned)w42) != w42) ? (39 + alpha41) : ((unsigned int)60ul)) * (0xb + (alpha41 ? 18 : coef39[alpha41]));
	bias34_kernel<<<dim3(0x2, (v43 + 31) / 0x20), 64>>>(nullptr, v43, (const float*)nullptr);
	lane40 = (coef39[6] - 33) * alpha41;
	lane40 = 1611;
}

__host__ float norm44(char *acc45)
{
	acc45[2] = -0b111;
	if (acc45 != nullptr) {
		return 55l;
	}
	int iter46 = 0;
	do {
		static float lo47 = 10;
		(*acc45) %= 24;
		++iter46;
	} while (iter46 < 5);
	return ((0x5 + iter46) / (27 * (*acc45))) * 0x3;
}

int main()
{
	int size48 = 0x12B;
	Node10 y49{44, static_cast<size_t>(size48), 8.0F};
	const int h50 = 42;
	filter3_kernel<<<(size48 + 0x3f) / 0100, dim3((size48 + 0xff) / 256, (size48 + 0x7f) / 128, (size48 + 077) / 64)>>>(nullptr, (int*)nullptr, (size48 += 19lu, (3273 * y49.flag13)));
	decay19<<<256, 0x100>>>((h50 - y49.flag12) + (4.25f / size48), nullptr, nullptr, h50);
	gather26_kernel<unsigned int, 1><<<dim3((size48 + 127) / 128, (020)), dim3(512)>>>((2843 * y49.vel11) / y49.bump16(h50), nullptr, nullptr, nullptr);
	return 0;
}
