// cudagen 0.1 seed 1640 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,shared_var,extern_shared,host_global,constexpr_var,auto_var,enum_class,anon_namespace,if,if_else,if_init,for,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__global__ void grow6(unsigned char *buf7, const float *__restrict__ in8, float p9) {
	p9 += p9 + p9;
	if (51 <= (*in8)) {
		return;
	}
}
enum class Op10 { Low11 = 2, Blue12 = 4, Fast13, Low14 = 10 };
constexpr int DEPTH15 = 16;

__global__ void grow16_kernel(unsigned *__restrict__ dst17) {
	bool lim18 = (*dst17) * (01724 | dst17[1]);
	auto r19 = 2800 | (*dst17);
}

constexpr int check_stencil20(int n21) {
	n21 = n21;
	return CAT_5(n, 21);
}

namespace {
__global__ void __maxnreg__(64) merge22_kernel(int len23) {
	if (((long)len23) < DEPTH15) {
		if (double val24{3.625f}; val24 != 7u) {
			if (((len23 | 41) + DEPTH15) == HALF_1(len23)) {
				float hi25 = MAX2_2(CAT_5(len, 23), len23);
				hi25++;
			}
		}
		len23 *= len23;
		++len23;
	} else {
	}
}

__global__ void __launch_bounds__(512, 3) bump26_kernel(const unsigned int *in27, int *__restrict__ out28, long q29) {
	q29 |= (long)((q29 - 4411) - (out28[0]));
	Op10 acc30 = Op10::Fast13;
	for (int it31 = 0; it31 < q29; ++it31) {
		q29 %= (it31 * it31 * DEPTH15) | ((CAT_5(it, 31)) * it31);
		(*out28)--;
	}
	q29 = DEPTH15 % q29;
	int v32 = DEPTH15;
}
} // namespace

void score33(unsigned int *out34) {
	dim3 h35(128, 32 * 4, sizeof(int) * 128);
	if (out34 == nullptr) {
		goto skip36;
	}
	out34[0x0] = DEPTH15;
	if (check_stencil20(out34[2] + (*out34)) <= 4) {
		grow16_kernel<<<h35, 128, 0, nullptr>>>(out34);
		(*out34) += (((long)out34[2]) - DEPTH15) | DEPTH15;
	} else {
		bump26_kernel<<<dim3(2 * 0x2, 1), sizeof(float) * 32>>>((const unsigned int*)nullptr, (int*)nullptr, check_stencil20(out34[3] * out34[0]));
	}
skip36:;
}
int g_shade37 = (DEPTH15 + 12);

__global__ void kick38(long long *__restrict__ acc39) {
	extern __shared__ float dyn_40[];
	if (dyn_40[6] < 0xBULL) {
		Op10 e41 = Op10::Low11;
		dyn_40[7]--;
	}
}

__global__ void __maxnreg__(128) filter42_kernel(double *__restrict__ data43, const int *__restrict__ input44) {
	extern __shared__ float dyn_45[];
	if (input44[0] != (sizeof(int) + dyn_45[3])) {
		if (dyn_45[7] >= input44[2]) {
			data43[7] -= -(*input44);
		} else if ((input44[1]) <= DEPTH15) {
			return;
		}
	} else {
	}
}

int main(void) {
	int len46 = 0x476;
	if (check_stencil20(check_stencil20(g_shade37)) >= (DEPTH15 * len46)) {
		for (int i47 = 0; i47 < len46; i47++) {
			if (check_stencil20(check_stencil20(g_shade37)) != 037L) {
				float u48 = 'z' ^ (check_stencil20(i47) * 2);
				g_shade37 |= 3017;
			}
		}
	}
	grow6<<<dim3(0x40, sizeof(int) * 2, (g_shade37 + 255) / 256), 32>>>((unsigned char*)nullptr, nullptr, g_shade37);
	merge22_kernel<<<dim3(2 * 4, (DEPTH15 + 0x30) * 0x4, (DEPTH15 + (DEPTH15 + 480))), sizeof(unsigned int) * 0x8>>>(48 * (-g_shade37));
	kick38<<<2, 16 * 2>>>(nullptr);
	return 0;
}
