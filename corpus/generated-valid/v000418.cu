// cudagen 0.1 seed 418 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,device_function,host_function,main,shared_var,auto_var,if,while,switch,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,cast_c,alignof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__device__ int sift3(const float *input4, int lane5, unsigned int *data6)
{
	if ((lane5 += *input4, lane5) >= lane5) {
		return 19;
	}
	data6[lane5]++;
	if ((*input4) > 55) {
		if (input4[lane5] == (data6[lane5] += data6[5], input4[0b110])) {
			char mid7(127);
		}
		__shared__ long sh_8;
	}
	--lane5;
	return (*input4) + 0xAB0;
}

extern "C" __global__ void rank9_kernel(int stride10, double p11)
{
	float cnt12 = (unsigned)stride10;
	int iter13 = 0;
	while (iter13 < 0b1010) {
		cnt12 = -2128;
		--cnt12;
		++iter13;
	}
}

float check_warp14(int n15, int lane16, int stride17)
{
	if (lane16 && (stride17 <= lane16) && (stride17 == 13)) {
		float y18 = n15 + 34;
	}
	lane16 = 0x131C;
	n15++;
	return 32;
}

int main()
{
	int len19 = 2917;
	if ((len19 + 9) < ((len19 == len19) ? 3 : len19)) {
		switch (len19) {
		case (1):
			break;
		default: {
			auto w20 = len19;
			break;
		}
		}
	}
	int res21 = check_warp14((-len19) * len19, (+len19) - len19, check_warp14(1 >> len19, check_warp14(0x10, len19, len19), 57l / len19));
	(--res21, (res21 = len19));
	rank9_kernel<<<dim3((4), (res21 + 0x7F) / 128), 1 << 0x9>>>((alignof(double) * len19) + (45L - len19), 61);
	return 0x0;
}
