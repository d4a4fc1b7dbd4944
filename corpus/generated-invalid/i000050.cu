// cudagen 0.1 seed 50 invalid:unconfigured_kernel_call
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,shared_2d,extern_shared,constexpr_var,enum_class,if,for,while,do_while,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_functional,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(1 << 8) weigh5(double b6)
{
	extern __shared__ int dyn_7[];
	unsigned int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ short sh_9[3][(8)];
	b6--;
	int iter10 = 0;
	while (iter10 < 11) {
		__shared__ unsigned int sh_11;
		(++sh_9[sh_11][gid8], (sh_9[2][blockIdx.x] = (sh_11 - sh_11) + MAX2_1((sh_9[iter10][sh_11] += dyn_7[7], sh_9[2][7]), 0x2)));
		bool diff12 = sh_9[1][iter10] >> 6;
		++iter10;
	}
	long base13 = threadIdx.z;
}

extern "C" __global__ void reduce14(float beta15, int *data16, unsigned a17)
{
	int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	constexpr bool r19 = false;
	__shared__ int sh_20;
	--a17;
	if (a17 > 23l)
		return;
	beta15++;
	__shared__ int sh_21[0x1 << 0x3];
	int mid22 = blockIdx.x ? MAX2_1(int(CAT_4(a, 17)), MAX2_1(gid18, 31UL)) : (beta15 += 0x2al, (a17));
}
enum class Op23 { Blue24, On25 = 5 };

template <typename T, int N>
__global__ void mix26(T q27, unsigned int q28, T alpha29, const double *coef30)
{
	unsigned tid31 = threadIdx.x;
	int iter32 = 0;
	while (iter32 < 9) {
		alpha29 = q28;
		int w33 = 0;
		do {
			++q27;
			++w33;
		} while (w33 < 11);
		++alpha29;
		++iter32;
	}
}

constexpr int run_smooth34(int stride35)
{
	stride35 = CAT_4(stride, 35);
	char s36 = (stride35 <= 0x2D) ? stride35 : 0x7;
	return s36 * (1 / MAX2_1(stride35, 43));
}

int main(void)
{
	int n37 = 1038;
	reduce14(15.375F * n37, nullptr, int(50l));
	for (int i38 = 0x0, j39 = n37; i38 < j39; (++i38, (--j39))) {
		--n37;
		int pass40 = 0;
		do {
			if (pass40 == ((i38 <= CAT_4(pass, 40)) ? j39 : 64))
				return 0x26l;
			n37 = 52lu;
			++pass40;
		} while (pass40 < pass40);
	}
	weigh5<<<(n37 + 0x7F) / 128, 128>>>((17.0f + n37) / (2952));
	reduce14<<<(n37 + 127) / 128, (0x200), 256>>>((sizeof(unsigned char)) % n37, nullptr, MAX2_1((CAT_4(n, 37)), 1));
	mix26<long, 5><<<sizeof(int) * 0200, 1 << 5, sizeof(double) * 64, nullptr>>>(n37, (n37 - 44) + 7, n37, nullptr);
	return 0;
}
