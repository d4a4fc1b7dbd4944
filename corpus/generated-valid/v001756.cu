// cudagen 0.1 seed 1756 valid
// features: kernel,launch,launch_dim3,device_function,device_forceinline,host_function,main,constexpr_var,enum,if,if_init,do_while,goto,nested_block,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)

#ifndef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 44
#endif
enum Op4 { BUSY5, ON6, ON7, BUSY8 = 4 };

__device__ float combine9(float* data10)
{
	(++data10[6], ((*data10) = BUSY5));
	int res11 = data10[5];
	return data10[res11];
}

__global__ void bias12_kernel(int len13)
{
	int* sum14 = nullptr;
	combine9(nullptr);
	((*sum14)++, ((*sum14) = len13));
	int iter15 = 0;
	do {
		if (sum14 == nullptr) {
			return;
		}
		++len13;
		++iter15;
	} while (iter15 < len13);
	int* sum16 = static_cast<int*>(nullptr);
}

__device__ __forceinline__ long long accum17(int count18, Op4 alpha19, Op4 b20)
{
	if (count18 >= 25) {
		goto finish24;
	}
	if ((alpha19 + b20) != combine9(nullptr)) {
		constexpr double v21 = 1.375;
		{
			unsigned char flag22(MOD8_1(b20 * (36)));
			b20 = ON7;
		}
		int lim23 = combine9((float*)nullptr);
	}
	combine9(nullptr);
finish24:;
	return ((count18 - b20) * combine9((float*)nullptr));
}

unsigned char check_accum25(int* buf26)
{
	if (bool y27 = (-(buf26[6] - (*buf26))) < buf26[7]; buf26[0x4] > 0x3) {
		if (31 < buf26[0b111]) {
			return BUSY8;
		}
		dim3 stride28 = dim3(TUNE_3 + (ON7 + (ON7 + (ON6 + (ON7 + 496)))), 1);
	}
	return 0x3aul * (buf26[6] * (*buf26));
}

int main()
{
	int n29 = 1868;
	check_accum25(nullptr);
	bias12_kernel<<<dim3((TUNE_3 + (ON7 + 5)) * 4, 0x20), 512>>>(n29);
	check_accum25(static_cast<int*>(nullptr));
	return 0;
}
