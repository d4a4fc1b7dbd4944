// cudagen 0.1 seed 393 valid
// features: kernel,maxnreg,launch,main,constexpr_var,const_local,struct,struct_methods,enum_class,if,ternary,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#if (NUM_ITERS_1 * 2) >= 2 && NUM_ITERS_1 != 0
#define CONFIG_7 2
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 13
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 12

struct Bounds8 {
	float vel9;
	unsigned int mass10;
	__host__ __device__ float reset11(double base12) const {
		float h13{float(mass10)};
		return base12;
	}
	__host__ __device__ float apply14() const {
		return 9.375f;
	}
};

struct Node15 {
	int val16;
	int lo17;
	int y18;
	float lo19;
	__host__ __device__ void norm20(long long s21) {
		y18 = 14U;
	}
	__host__ __device__ int bump22() const {
		const double sum23 = lo17 * lo17;
		return (CONFIG_7 * sum23) + ((val16 >= 0x25) ? 17ul : 14);
	}
};
enum class State24 { Idle25, Fast26 = 5, Slow27 };

__global__ void __maxnreg__(128) tally28(int len29) {
	State24 t30 = State24::Idle25;
	double q31 = (int)NUM_ITERS_1;
	if (CAT_6(q, 31) <= NUM_ITERS_1) {
		return;
	}
	int lo32 = len29;
	q31++;
	++len29;
}

struct Sample33 {
	int z34;
	int hi35;
};

__global__ void filter36(int *out37, unsigned char *out38, const unsigned int *input39, const unsigned *src40) {
	int flag41 = input39[3] * MAX2_2((((*out37) <= src40[5]) ? NUM_ITERS_1 : src40[6]), input39[0] / 10);
	flag41--;
	++flag41;
}

int main() {
	int len42 = 2025;
	len42 = len42;
	tally28<<<16 * CONFIG_7, 128>>>(len42);
	filter36<<<32, sizeof(unsigned int) * (CONFIG_7 + 0x6)>>>(nullptr, (unsigned char*)nullptr, (const unsigned int*)nullptr, (const unsigned*)nullptr);
	return 0;
}
