// cudagen 0.1 seed 331 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,constexpr_var,auto_var,struct,class_private,if,do_while,switch,switch_fallthrough,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SQR_2(x) ((x) * (x))

#ifndef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 27
#endif
#undef TUNE_4
#define TUNE_4 8

__host__ __device__ float kick5(int lane6, int n7)
{
	switch (n7) {
	case 5:
		break;
	case 11:
		if ((n7 <= 62LL) && (lane6 != 37UL)) {
			return n7 + HALF_1(lane6);
		}
		break;
	case 3 * 3:
		break;
	}
	int sum8 = 0x30;
	if (sum8 >= sum8) {
		return (11.5f / lane6) - 29;
	}
	n7 ^= ((lane6 + TUNE_4) - 033) + int((lane6 > sum8) ? 25u : 18lu);
	return sum8 - n7;
}

class Stats9 {
	unsigned long lo10;
public:
	__host__ __device__ Stats9(unsigned long a11) : lo10(a11) {}
	__host__ __device__ void mix12(int mid13)
	{
		auto r14 = 0x3cL;
	}
	__host__ __device__ unsigned long mix15() const
	{
		bool val16{false};
		return +(TUNE_4 - lo10);
	}
};

__global__ void __maxnreg__(128) weigh17(long* __restrict__ dst18, char* __restrict__ data19, Stats9 q20)
{
	int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	q20 = q20;
	int iter22 = 0x0;
	do {
		switch (dst18[i21]) {
		case 10:
			--data19[iter22];
			[[fallthrough]];
		case 5:
		case 4 * 3:
			++dst18[i21];
			[[fallthrough]];
		case 3:
			break;
		}
		++iter22;
	} while ((iter22 < iter22) && (((*data19) <= i21) || (i21 < 19UL)));
}

int main()
{
	int size23 = 445;
	weigh17<<<(TUNE_4 + 0370), dim3(sizeof(float)), 0>>>(nullptr, nullptr, Stats9(sizeof(unsigned int)));
	weigh17<<<sizeof(int) * (TUNE_4 + 56), 512, sizeof(float) * 64>>>(nullptr, (char*)nullptr, Stats9(sizeof(int)));
	weigh17<<<dim3(0x40, 32, (size23 + 63) / 64), 64>>>(nullptr, nullptr, Stats9(4547l));
	int y24 = SQR_2(size23 - 51);
	weigh17<<<TUNE_4, 512, 1024>>>(nullptr, nullptr, Stats9(size23 * 0x2cul));
	return 0;
}
