// cudagen 0.1 seed 109 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,shared_var,constexpr_var,auto_var,enum,enum_class,if,for,do_while,switch,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
enum Color3 { SLOW4 = 1, IDLE5 = 5 };
__global__ void bias6(int *__restrict__ out7)
{
	switch (out7[4]) {
	case (SLOW4 + 0x1) * 2:
		break;
	case SLOW4: {
		__shared__ unsigned long sh_8[16];
		out7[4] = sh_8[4];
		break;
	}
	default: {
		int pass9 = 0;
		do {
			unsigned int z10 = MIN2_1(*out7, pass9);
			++pass9;
		} while ((pass9 < 0xf) && (SLOW4 >= (-out7[0])));
		break;
	}
	}
	(*out7) = -static_cast<long>(46);
}
enum class Phase11 { Busy12, Green13 };
__global__ void gather14_kernel(signed char *__restrict__ out15, unsigned long a16, int lane17)
{
	lane17 = (a16) - (lane17 / 2869l);
	for (int i18 = 0; i18 < lane17; ++i18) {
		if ((+a16) <= a16) {
			return;
		}
		__shared__ int sh_19[16];
	}
}
enum Op20 { ADD21 = 3, MUL22 = 6 };
static void run_weigh23(int lane24, int *out25)
{
	out25[lane24 & 7] = ADD3_2(((*out25) << lane24), ((unsigned long long)1432UL) + (lane24 ^ lane24), lane24);
	--lane24;
}
int main()
{
	int len26 = 03347;
	len26 = (len26 + (len26 ^ len26)) * ((63ul - len26) * static_cast<float>(13.375F));
	for (int n27 = 0, j28 = 6; n27 < j28; (++n27, (--j28))) {
		run_weigh23(j28, &len26);
		for (int j29 = n27; j29 > 0; --j29) {
			run_weigh23(n27, &len26);
			auto e30 = j28;
		}
	}
	bias6<<<IDLE5 + (IDLE5 + (ADD21 + (SLOW4 + (MUL22 + 0x2c)))), IDLE5 + (ADD21 + 248)>>>(&len26);
	gather14_kernel<<<dim3((len26 + 0x3f) / 64), 0x100, 256, (cudaStream_t)0>>>(static_cast<signed char*>(nullptr), len26, IDLE5);
	return 0x0;
}
