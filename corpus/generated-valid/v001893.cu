// cudagen 0.1 seed 1893 valid
// features: kernel,launch,builtin_vars,host_device_function,host_function,main,constant_var,constexpr_var,local_array,enum,if,if_else,if_init,switch,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 5
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 37
#endif
/* Helper used by the kernels below. */

__host__ __device__ int pack8(const double *coef9, int n10, int count11)
{
	if ((n10 >= coef9[n10]) ? n10 : count11) {
		count11 %= -0x3E;
		if (coef9[0x2] > n10) {
			count11 %= 0x35 + count11 + (53 * (count11 - 0b111001u));
			++n10;
		}
	}
	return (double)count11;
}
enum Axis12 { BUSY13, SLOW14, LOW15, LOW16 };

__global__ void gather17(const long *coef18, int lane19)
{
	unsigned int idx20 = threadIdx.x;
	pack8(reinterpret_cast<const double*>(coef18), -MAX2_2(*coef18, idx20), MAX2_2(idx20, TUNE_7));
	float *diff21 = nullptr;
	if (0x34 < ((*diff21) - 34UL)) {
		goto done22;
	}
	pack8(reinterpret_cast<const double*>(diff21), blockIdx.y - 'a', (pack8(reinterpret_cast<const double*>(diff21), TUNE_7, 56) == (*coef18)) ? lane19 : (52 - diff21[4]));
done22:;
}
__constant__ float c_clamp23 = 27;
// Computes one element per thread.

__device__ __host__ unsigned int pivot24(const int *src25, unsigned int cfg26)
{
	switch (pack8((const double*)nullptr, cfg26, 40)) {
	case 1: {
		unsigned base27 = LOW16 + cfg26;
		break;
	}
	}
	unsigned int k28 = cfg26;
	return pack8(reinterpret_cast<const double*>(src25), cfg26, pack8(reinterpret_cast<const double*>(src25), 0b10111ull, *src25)) + cfg26;
}

__global__ void weigh29_kernel(unsigned int *dst30, double *dst31, int *out32, unsigned b33)
{
	if ((dst31[5] += -18.25f, (*out32)) <= c_clamp23) {
		goto done36;
	}
	if (float val34 = (static_cast<short>(*out32) == pack8(reinterpret_cast<const double*>(out32), threadIdx.x, L'0' - (*out32))) ? (c_clamp23 * MAX2_2(dst31[6], 1)) : (b33 + 13.125f); pivot24(out32, dst30[b33]) <= (c_clamp23 * (7lu - val34))) {
		if ((dst31[7] + out32[b33]) < (*dst30)) {
			return;
		}
		dst31[2] *= val34;
	} else {
		if (b33) {
			return;
		}
		int hi35 = out32[0x4] + (5 + (*out32));
	}
done36:;
}
/* NOTE: keep in sync with the host reference. */

__host__ __device__ float grow37(int *acc38, Axis12 a39)
{
	if (a39 == acc38[1]) {
		return MAX2_2(acc38[0b11] - a39, WARPS_1);
	}
	pack8(reinterpret_cast<const double*>(acc38), 0b1000ULL, pack8(reinterpret_cast<const double*>(acc38), acc38[6], SLOW14) - pack8(reinterpret_cast<const double*>(acc38), *acc38, acc38[7]));
	if (a39 == BUSY13) {
		return 0b110000LL;
	}
	return pivot24((const int*)nullptr, a39 - (0x25));
}

inline __host__ float sift40(double q41, long long beta42, float beta43)
{
	if (((long long)beta43) >= q41) {
		weigh29_kernel<<<64, LOW16 + 0xfd>>>(nullptr, &q41, static_cast<int*>(nullptr), grow37(nullptr, LOW16));
		unsigned int off44[0b100] = {0x8u, 26, static_cast<unsigned int>(WARPS_1 - beta43)};
	}
	return 'A';
}

int main()
{
	int n45 = 3758;
	--n45;
	unsigned char off46[8] = {};
	off46[0x1] %= (44 * off46[n45]) - n45;
	gather17<<<(n45 + 127) / 128, 128>>>(nullptr, off46[n45]);
	ACCUM_3(off46[6], (n45 + ((n45 >= 6UL) ? (off46[0x5] - BUSY13) : TUNE_7)));
	return 0b0;
}
