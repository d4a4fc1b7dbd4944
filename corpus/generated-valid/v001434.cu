// cudagen 0.1 seed 1434 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,device_function,host_function,constexpr_function,main,constexpr_var,auto_var,const_local,static_local,enum,if,switch,ternary,compound_assign,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_suffix,lit_float,cast_c,cast_functional,cast_static,macro_function,macro_paste
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b
enum State4 : unsigned int { SLOW5 = 2, IDLE6 = 7 };

static __global__ void __launch_bounds__(SLOW5 + (SLOW5 + 28)) weigh7_kernel(int count8, int count9)
{
	int hi10 = (-(IDLE6 << count9)) / count9;
	switch (count8) {
	case 9: {
		double flag11 = static_cast<float>(16l);
		break;
	}
	case 1:
		break;
	case SLOW5 * SLOW5: {
		if (!(55U >= hi10)) {
			return;
		}
		int tmp12 = (count8 += 3ull, 31lu) ? count9 : MIN2_2(((count9 < count9) ? 35 : count9), count9);
		break;
	}
	case 11:
		break;
	default: {
		State4 e13 = IDLE6;
		break;
	}
	}
}

__device__ double split14(State4 b15, int n16)
{
	switch (MOD8_1(n16)) {
	case 10:
		n16 = 48lu;
		break;
	case 12: {
		State4 cnt17 = b15;
		const int off18 = (7 - (cnt17 * cnt17)) * 52;
		break;
	}
	}
	return static_cast<int>((n16 + b15) >> CAT_3(b, 15));
}

constexpr int run_lerp19(int n20, unsigned int cfg21)
{
	const float u22 = ((n20 += 41u, 12L) + (n20 - n20)) - 13.75f;
	long long diff23 = ((unsigned char)cfg21) ? (SLOW5 >> (cfg21 + n20)) : (n20 + 6);
	return cfg21;
}

__device__ int merge24(const int *__restrict__ coef25, int *__restrict__ acc26)
{
	State4 res27 = SLOW5;
	auto val28 = 12LL - ((coef25[6] ? (*coef25) : (*acc26)) + (2lu + (*coef25)));
	State4 acc29 = res27;
	return static_cast<int>(26) + ((val28 + acc29) >> 7);
}

inline long long host_pack30(int len31, int n32, State4 cfg33)
{
	unsigned long y34(((+cfg33) - (19)) * SLOW5);
	weigh7_kernel<<<IDLE6 + (SLOW5 + 7), 128>>>((y34 * IDLE6) << MOD8_1(n32), len31);
	if (n32 < CAT_3(y, 34)) {
		return (cfg33 * 63) << (n32);
	}
	static int hi35 = 3899;
	int tmp36 = 41;
	return IDLE6;
}

int main()
{
	int size37 = 1440;
	float mid38 = (!(CAT_3(size, 37) <= 60)) ? (CAT_3(size, 37) + size37) : static_cast<double>(size37);
	size37 <<= long(mid38) >> (MOD8_1(size37) - ((mid38 >= size37) ? size37 : size37));
	return 0;
}
