// cudagen 0.1 seed 1681 valid
// features: kernel,restrict_params,launch,device_function,host_function,static_host_function,main,constexpr_var,local_array,struct,aligned_struct,enum,if,if_else,for,pragma_unroll,switch,goto,static_assert,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
// Layout: row-major, no padding.

struct __align__(8) Particle4 {
	double y5;
	int id6;
};
enum Mode7 { OFF8, LOW9, ON10, BLUE11 = 8 };

float check_grow12(int stride13, unsigned cfg14)
{
	cfg14 = cfg14;
	unsigned x15 = 20;
	if (stride13 == stride13) {
		goto done17;
	}
	if ((stride13 < cfg14) || ((~x15) == 34)) {
		if (((stride13 % sizeof(int)) < stride13) || (stride13 == x15)) {
			short z16 = 237;
			if (!(cfg14 < x15))
				return 10.875f;
		} else {
		}
	}
done17:;
	return +(~x15);
}
enum State18 { MUL19, GREEN20, IDLE21, HIGH22 = 6 };

__global__ void lerp23(size_t *acc24, float b25, unsigned *data26, int *__restrict__ acc27)
{
	data26[2] = b25;
	float val28 = 52u & (acc27[6] * ON10);
	if (!acc27)
		return;
}

__device__ void relax29(const int *__restrict__ coef30, Mode7 p31, const Particle4 &b32)
{
	if (p31 == ON10) {
		goto done34;
	}
	p31 = LOW9;
	for (int j33 = 0; j33 < 2; ++j33) {
		if (p31 == ON10)
			return;
	}
	p31 = BLUE11;
done34:;
}
static_assert(5 == 5, "expected value");

__device__ long long mix35(int stride36, Mode7 beta37, int len38)
{
	stride36 = 41 - beta37;
	stride36 = stride36;
	return 53L;
}

static int check_march39(State18 p40, signed char p41, int lane42)
{
	p40 = p40;
	int diff43 = 58UL + lane42;
	return (26u >> p41) - p40;
}

__device__ int update44(float *__restrict__ out45)
{
	if ((*out45) != (out45[6] + out45[3]))
		mix35(out45[3] + out45[0], ON10, out45[7]);
	#pragma unroll
	for (int n46 = 3 * (IDLE21 + 1); n46 > 0; --n46) {
		switch (mix35(*out45, ON10, sizeof(unsigned int))) {
		case 2:
			relax29(&n46, LOW9, Particle4{static_cast<double>(n46 * out45[2]), 5});
			break;
		default:
			if (out45[n46] <= 28)
				return (17 * n46) + (*out45);
			break;
		}
		unsigned char w47[6]{54, 62, 4L, static_cast<unsigned char>(13), 0, static_cast<unsigned char>(out45[n46 & 7])};
	}
	return GREEN20 / (+mix35(IDLE21, LOW9, 63));
}

int main()
{
	int len48 = 721;
	if (!(!(28u != len48))) {
		if ((len48 != 22U) || (ON10 > len48))
			return check_march39(MUL19, len48, -45l) ^ 19;
	}
	len48 = (-check_march39(HIGH22, len48, 48)) & (len48 | 2UL);
	lerp23<<<(len48 + 63) / 64, (TILE_DIM_1 + (TILE_DIM_1 + 448))>>>((unsigned long*)nullptr, -58L, nullptr, nullptr);
	return 0;
}
